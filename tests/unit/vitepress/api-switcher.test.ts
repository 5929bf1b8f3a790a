import { describe, expect, it } from 'vitest'
import {
  API_SWITCHER_DEFAULT_PREFIX,
  initialOption,
  optionForPath,
  routeForOption,
  switcherStorageKey,
} from '../../../.vitepress/theme/support/apiSwitcher'

const options = ['Model Service', 'ComfyUI API', 'WebSocket Events']

describe('API switcher', () => {
  it('builds routes from the default prefix, lower-cased with spaces as underscores', () => {
    expect(API_SWITCHER_DEFAULT_PREFIX).toBe('/api/')
    expect(routeForOption('Model Service', {})).toBe('/api/model_service')
    expect(routeForOption('ComfyUI API', { routePrefix: '/gen-studio/api/' })).toBe('/gen-studio/api/comfyui_api')
  })

  it('prefers an explicit route map', () => {
    const routeMap = { 'ComfyUI API': '/gen-studio/api/maas-comfyui.html' }
    expect(routeForOption('ComfyUI API', { routeMap })).toBe('/gen-studio/api/maas-comfyui.html')
    expect(routeForOption('Model Service', { routeMap })).toBe('/api/model_service')
  })

  it('selects the option of the current path', () => {
    expect(optionForPath('/api/websocket_events.html', { options })).toBe('WebSocket Events')
    expect(optionForPath('/api/comfyui_api/', { options })).toBe('ComfyUI API')
    expect(optionForPath('/elsewhere', { options })).toBeUndefined()
  })

  it('falls back to the remembered choice, then the default, then the first option', () => {
    expect(initialOption('/x', 'ComfyUI API', { options, defaultOption: 'WebSocket Events' })).toBe('ComfyUI API')
    expect(initialOption('/x', 'stale option', { options, defaultOption: 'WebSocket Events' })).toBe('WebSocket Events')
    expect(initialOption('/x', null, { options })).toBe('Model Service')
    expect(initialOption('/api/model_service', 'ComfyUI API', { options })).toBe('Model Service')
  })

  it('remembers per set of options', () => {
    expect(switcherStorageKey(options)).toBe('api-switcher:Model Service|ComfyUI API|WebSocket Events')
    expect(switcherStorageKey(['a'])).not.toBe(switcherStorageKey(['b']))
  })
})
