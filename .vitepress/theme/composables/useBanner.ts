import { onBeforeUnmount, onMounted, ref } from 'vue'
import { BANNER_RESHOW_AFTER_MS, BANNER_ROTATION_MS, BANNER_STORAGE_KEY } from '../../navigation/banner'
import { hiddenBannerState, isBannerVisible } from '../support/bannerState'

const WITH_BANNER_CLASS = 'with-banner'

function readStored(): string | null {
  try {
    return window.localStorage.getItem(BANNER_STORAGE_KEY)
  } catch {
    return null // no storage (private mode): the banner simply shows
  }
}

/** Banner visibility, rotation and closing (BEHAVIOUR.md shell §4 "Banner"). */
export function useBanner(count: number, now: () => number = Date.now) {
  const visible = ref(true)
  const index = ref(0)
  const paused = ref(false)
  let timer: ReturnType<typeof setInterval> | undefined

  function setPageClass(on: boolean) {
    document.documentElement.classList.toggle(WITH_BANNER_CLASS, on)
  }

  function stopRotation() {
    if (timer !== undefined) clearInterval(timer)
    timer = undefined
  }

  function startRotation() {
    stopRotation()
    if (count < 2) return
    timer = setInterval(() => {
      if (!paused.value) index.value = (index.value + 1) % count
    }, BANNER_ROTATION_MS)
  }

  function close() {
    visible.value = false
    setPageClass(false)
    stopRotation()
    try {
      window.localStorage.setItem(BANNER_STORAGE_KEY, hiddenBannerState(now()))
    } catch {
      /* cannot persist: hidden for this page view only */
    }
  }

  onMounted(() => {
    visible.value = isBannerVisible(readStored(), now(), BANNER_RESHOW_AFTER_MS)
    setPageClass(visible.value)
    if (visible.value) startRotation()
  })
  onBeforeUnmount(stopRotation)

  return { visible, index, paused, close }
}
