/** The quoted answers' and feedback form's CSS, added with the chat code (most readers never see them). */
import { injectStyle } from '../inject-style'
import quotesCss from '../styles/quotes.css?inline'

injectStyle('search-quotes-style', quotesCss)
