import CEditLine
#if canImport(Glibc)
import Glibc
#endif

/// Interactive line editor backed by libedit (emacs keys, history, Ctrl-R search).
/// Use only when stdin AND stdout are terminals (libedit disables editing and
/// prompts otherwise); fall back to Swift's `readLine()` in that case.
final class LineEditor {
    let el: OpaquePointer
    private let hist: OpaquePointer
    /// C string returned by the prompt callback; owned (strdup/free) by this instance.
    private var promptCString: UnsafeMutablePointer<CChar>
    /// Tab completion (see LineEditor+Completion): the text before the cursor in, what may replace its end out.
    var completer: ((String) -> (replacingFrom: Int, candidates: [String]))?
    /// What the prompt suggests until the first key (LineEditor+Suggestion); the prompt's width, to fit it.
    var suggestion: Suggestion?
    var promptWidth = 0

    init(programName: String, historySize: Int32 = Int32(HistoryFile.capacity)) {
        // libedit is wide-char internally; without a UTF-8 LC_CTYPE it mangles non-ASCII input.
        setlocale(LC_CTYPE, "")
        guard let el = cel_init(programName), let hist = cel_history_init(historySize) else {
            fatalError("LineEditor: el_init/history_init failed")
        }
        self.el = el
        self.hist = hist
        self.promptCString = strdup("")!
        cel_set_history(el, hist)
        cel_bind_ctrl_r_search(el)
        // The prompt callback is a C function pointer and cannot capture, so it
        // finds this instance through EL_CLIENTDATA.
        cel_set_clientdata(el, Unmanaged.passUnretained(self).toOpaque())
        cel_set_prompt(el) { el in
            guard let el, let data = cel_get_clientdata(el) else { return nil }
            return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().promptCString
        }
    }

    deinit {
        el_end(el)  // restores the terminal
        history_end(hist)
        free(promptCString)
    }

    enum Input {
        case line(String)
        /// Ctrl-C: the line being typed is dropped.
        case interrupted
        /// Ctrl-D on an empty line, or the input closed.
        case end
    }

    /// Reads one line, without its newline; a recalled multi-line history entry comes whole, with
    /// embedded newlines. With a SIGINT handler installed without SA_RESTART, Ctrl-C makes el_gets fail
    /// with EINTR: that is `.interrupted`. A `suggestion` is shown after the prompt until the first key
    /// (Enter on it returns an empty line: the caller runs what it suggested).
    func readLine(prompt: String, suggestion: Suggestion? = nil) -> Input {
        free(promptCString)
        promptCString = strdup(prompt)!
        promptWidth = prompt.count
        watchFirstKey(showing: suggestion)
        var count: Int32 = 0
        let raw = el_gets(el, &count)
        stopWatching()
        if raw == nil && count < 0 && errno == EINTR {
            print()
            return .interrupted
        }
        guard let raw, count > 0 else {
            // libedit echoes "^D" without a newline; finish the line.
            // (print() rather than fputs(_, stdout): Glibc's `stdout` is a mutable
            // global that Swift 6 rejects as not concurrency-safe.)
            print()
            return .end
        }
        var line = String(cString: raw)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    /// Adds an entry; a multi-line entry (embedded "\n") is stored as one entry.
    func addHistory(_ entry: String) {
        guard !entry.isEmpty else { return }
        cel_history_enter(hist, entry)
    }

    // The history file is kept by HistoryFile (appended entry by entry, in libedit's own format).
}
