/**
 * The conversation's CSS (its panel, composer, answers, quoted answers, feedback form and mode menu),
 * added with the assistant's code: a reader who only searches by keyword never loads it. Rules of
 * dock.css that style the conversation docked use two classes (`.AssistantDock .ChatPanel-messages`),
 * so they win whichever comes first.
 */
import { injectStyle } from '../../island-contract/inject-style'
import chatCss from '../styles/chat.css?inline'
import modeSelectCss from '../styles/mode-select.css?inline'
import quotesCss from '../styles/quotes.css?inline'

injectStyle('search-chat-style', [chatCss, modeSelectCss, quotesCss].join('\n'))
