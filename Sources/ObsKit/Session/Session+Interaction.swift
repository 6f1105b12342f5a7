/// What the interaction commands do to the mounted UI: taps, typing (one character per turn), toggles,
/// picks, dismissals. Each finds its target in tree order and names what it found when nothing matches.
extension Session {
    private var actionSource: SourceText { SourceText(text: "", fileName: "<command>", firstLine: 1) }

    func tap(_ label: String, _ ordinal: Int, _ call: CommandCall) throws {
        let buttons = graph.buttons()
        var matching = buttons.filter { $0.label == label || $0.title == label }
        // No label is the text: a label of several texts answers to one of them (rules §15.3).
        if matching.isEmpty { matching = buttons.filter { $0.pieces.count > 1 && $0.pieces.contains(label) } }
        let target: ViewGraph.ButtonTarget
        do {
            target = try pickNth(matching, ordinal, what: "button labelled \"\(label)\"", kinds: "buttons", visible: buttons.map(\.label), call)
        } catch var error as ObsDiagnostic where matching.isEmpty {
            // Buttons a gesture would reveal are not on the screen: say so, rather than only that none matches.
            let hidden = graph.revealedOnlyByGestures()
            if !hidden.isEmpty {
                error.notes.append("buttons in \(hidden.joined(separator: " and ")) are shown only when a gesture reveals them; ObsREPL has no command for that yet")
            }
            throw error
        }
        if target.disabled { throw call.error("button \"\(label)\" is disabled") }
        if let push = target.push {
            guard !push.stack.isEmpty else { throw call.error("the NavigationLink \"\(label)\" is not inside a NavigationStack") }
            try graph.push(push.destination, on: push.stack)
            return
        }
        switch target.effect {
        case .set(let binding, let value)?: try interpreter.write(binding, value, .synthesized, actionSource)
        case .select(let binding, let tag)?:
            // One row's tag for a single selection (the binding's declared type wraps it: `Int?`); a set
            // selection toggles the row, as in edit mode, which is not modelled (rules §15.18).
            var value = tag
            if case .set(var selected) = try interpreter.read(binding, .synthesized, actionSource) {
                if !selected.remove(tag) { _ = selected.insert(tag) }
                value = .set(selected)
            }
            try interpreter.write(binding, value, .synthesized, actionSource)
        case .toggle(let key)?: graph.screen.values[key] = .bool(!graph.screen.bool(key))
        case nil: break
        }
        if target.action.isFunction { _ = try interpreter.invoke(target.action, [], .synthesized, actionSource) }
        // A tap on a menu's item closes the menu, and the menus it is a submenu of; a tap on a submenu's label
        // opens it inside them (Apple `menu`: menus nest).
        let opensSubmenu: Bool = { if case .toggle? = target.effect { return true }; return false }()
        if !opensSubmenu { for key in target.menus { graph.screen.values[key] = .bool(false) } }
        // A tap on an alert's button dismisses the alert (rules §13).
        if let alert = target.alert { try interpreter.write(alert.binding, alert.setsNil ? .none : .bool(false), .synthesized, actionSource) }
    }

    /// `:type`: each character is one turn: the binding gets the text so far plus the character, then
    /// the graph flushes (and tasks run).
    func type(_ text: String, into title: String, _ ordinal: Int, _ call: CommandCall) throws {
        let fields = graph.textFields()
        let field = try pickNth(fields.filter { $0.title == title }, ordinal, what: "text field titled \"\(title)\"", kinds: "text fields",
                                visible: fields.map(\.title), call)
        if field.disabled { throw call.error("text field \"\(title)\" is disabled") }
        // A user taps a field before typing: one that isn't focused gets the focus first (rules §15.10).
        if try focus(field) { try settle() }
        var bodiesPerKeystroke: [Set<String>] = []
        for character in text {
            // Find the field again: the last keystroke may have re-rendered it with a new binding.
            let current = graph.textFields().filter { $0.title == title }
            let binding = ordinal <= current.count ? current[ordinal - 1].binding : field.binding
            let sofar = interpreter.describe(try interpreter.read(binding, .synthesized, actionSource))
            // A keystroke re-reads and re-writes the whole text: it counts in the step budget by its length.
            try interpreter.countSteps(1 + sofar.utf8.count / 32, .synthesized, actionSource)
            let mark = interpreter.events.recorded
            try interpreter.write(binding, .string(sofar + String(character)), .synthesized, actionSource)
            try settle()
            // The bodies an Observation read re-ran (a dynamic property's own change is another story).
            bodiesPerKeystroke.append(Set(interpreter.events.since(mark).compactMap { event in
                if case .bodyRun(let node, let reasons) = event, reasons.contains("@dependencies") { return node }
                return nil
            }))
        }
        KeystrokeAdvice(graph: graph, interpreter: interpreter).note(bodiesPerKeystroke, field: title)
    }

    func toggle(_ label: String, _ ordinal: Int, _ call: CommandCall) throws {
        let toggles = graph.toggles()
        var matching = toggles.filter { $0.label == label }
        // As for a button: a label of several texts (a title and a subtitle) answers to one of them (rules §15.3).
        if matching.isEmpty { matching = toggles.filter { $0.pieces.count > 1 && $0.pieces.contains(label) } }
        let target = try pickNth(matching, ordinal, what: "toggle labelled \"\(label)\"", kinds: "toggles",
                                 visible: toggles.map(\.label), call)
        if target.disabled { throw call.error("toggle \"\(label)\" is disabled") }
        guard case .bool(let isOn) = try interpreter.read(target.binding, .synthesized, actionSource) else {
            throw call.error("the toggle \"\(label)\" is not bound to a Bool")
        }
        try interpreter.write(target.binding, .bool(!isOn), .synthesized, actionSource)
        graph.closeMenus()
    }

    /// `:step "Label" up|down [N]`: presses the stepper's + or - N times, each press a turn of its own: the
    /// bound value moves by the step and stays within the bounds (at a bound the button is disabled, as
    /// SwiftUI's is), or the onIncrement/onDecrement action runs.
    func step(_ label: String, up: Bool, times: Int, _ call: CommandCall) throws {
        // Found by its label once; the next presses find it in the same place (its label may show its value).
        let first = graph.steppers()
        let picked = try pickNth(Array(first.enumerated()).filter { $0.element.label == label }, 1, what: "stepper labelled \"\(label)\"",
                                 kinds: "steppers", visible: first.map(\.label), call)
        for _ in 0..<times {
            let steppers = graph.steppers()
            let target = steppers.count == first.count ? steppers[picked.offset] : picked.element
            if target.disabled { throw call.error("stepper \"\(label)\" is disabled") }
            guard case .stepper(_, let binding, let step, let bounds, let onIncrement, let onDecrement, let onEditingChanged) = target.control else {
                return
            }
            let action = (up ? onIncrement : onDecrement).flatMap { $0.isFunction ? $0 : nil }
            var moved: Value?
            if action == nil, let binding {
                // At a bound the button is disabled: this press and the further ones change nothing and run no
                // callback (`:step "Days" up 9223372036854775807` ends here).
                guard let next = try stepped(try interpreter.read(binding, .synthesized, actionSource), by: step, up: up, within: bounds) else { break }
                moved = next
            }
            // A press is an edit: `onEditingChanged(true)` as it begins, `(false)` once the value has changed (Apple
            // `stepper`: "called when editing begins and ends").
            let editing = onEditingChanged.flatMap { $0.isFunction ? $0 : nil }
            if let editing {
                _ = try interpreter.invoke(editing, [.bool(true)], .synthesized, actionSource)
                try settle()
            }
            if let action {
                _ = try interpreter.invoke(action, [], .synthesized, actionSource)
            } else if let binding, let moved {
                try interpreter.write(binding, moved, .synthesized, actionSource)
            }
            try settle()
            if let editing {
                _ = try interpreter.invoke(editing, [.bool(false)], .synthesized, actionSource)
                try settle()
            }
        }
    }

    /// `value` moved one step up or down; nil when that would leave the bounds.
    private func stepped(_ value: Value, by step: Value, up: Bool, within bounds: Value?) throws -> Value? {
        var lower: Double?, upper: Double?
        switch bounds {
        case .range(let low, let high, let closed)?: lower = Double(low); upper = Double(closed ? high : high - 1)
        case .native(let range as RangeValue)?: lower = range.lower?.doubleValue; upper = range.upper?.doubleValue
        default: break
        }
        if case .int(let number) = value, case .int(let size) = step {
            // A step past Int's range leaves any bounds too (found by obsfuzz: `step: 0x7FFF_FFFF_FFFF_FFFF`).
            let (next, overflow) = up ? number.addingReportingOverflow(size) : number.subtractingReportingOverflow(size)
            if overflow { return nil }
            if let upper, Double(next) > upper { return nil }
            if let lower, Double(next) < lower { return nil }
            return .int(next)
        }
        guard let number = value.doubleValue, let size = step.doubleValue else { return nil }
        let next = up ? number + size : number - size
        if let upper, next > upper { return nil }
        if let lower, next < lower { return nil }
        return .double(next)
    }

    func pick(_ option: String, in label: String, _ call: CommandCall) throws {
        let pickers = graph.pickers()
        let picker = try pickNth(pickers.filter { $0.label == label }, 1, what: "picker labelled \"\(label)\"", kinds: "pickers",
                                 visible: pickers.map(\.label), call)
        if picker.disabled { throw call.error("picker \"\(label)\" is disabled") }
        guard let choice = picker.options.first(where: { $0.text == option }) else {
            let options = picker.options.map { "\"\($0.text)\"" }.joined(separator: ", ")
            throw call.error("the picker \"\(label)\" has no option \"\(option)\"; its options: \(options.isEmpty ? "none (give them .tag(...))" : options)")
        }
        // A tag of another type than the selection's matches no selection: nothing changes (rules §15.5).
        let current = try interpreter.read(picker.selection, .synthesized, actionSource)
        if let value = current.unwrapped, let tag = choice.tag.unwrapped, value.typeName != tag.typeName {
            graph.closeMenus()
            return
        }
        try interpreter.write(picker.selection, choice.tag, .synthesized, actionSource)
        graph.closeMenus()
    }

    /// `:dismiss`: what a swipe or a cancel does to the topmost presentation (its binding becomes false or
    /// nil; a sheet's `onDismiss` runs after it is gone).
    func dismiss(_ call: CommandCall) throws {
        switch graph.topmostPresentation() {
        case .alert(let alert)?:
            try interpreter.write(alert.binding, alert.setsNil ? .none : .bool(false), .synthesized, actionSource)
        case .sheet(let sheet, let host)?:
            if sheet.style == "fullScreenCover" { throw call.error("a full-screen cover can't be dismissed by a swipe") }
            if graph.refusesInteractiveDismiss(host) {
                throw call.error("this \(sheet.style) can't be dismissed by a swipe: interactiveDismissDisabled")
            }
            try interpreter.write(sheet.binding, sheet.item == nil ? .bool(false) : .none, .synthesized, actionSource)
        case nil:
            throw call.error("nothing is presented: no alert or sheet to dismiss")
        }
    }

    /// Flush and run tasks until quiet, as at the end of a turn.
    func settle() throws {
        try interpreter.drainMainQueue()
        // `dismiss()` in an action writes its presentation's binding then, so the update that follows already
        // sees the sheet gone (its content is not built again): rules §15.12.
        try carryOutDismissals(flushing: false)
        try graph.flush()
        if try graph.settleFocus() { try graph.flush() }
        if try graph.commitUnfocusedDrafts() { try graph.flush() }
        if interpreter.scheduler.hasPendingTasks, !holdsTasks {
            interpreter.scheduler.runUntilIdle()
            try interpreter.drainMainQueue()
            try graph.flush()
        }
        try carryOutDismissals()
    }

    /// `dismiss()` from the environment: the sheet or pushed view its caller is in goes (rules §15.12).
    func carryOutDismissals(flushing: Bool = true) throws {
        let requests = graph.takeDismissRequests()
        guard !requests.isEmpty else { return }
        for target in requests { try graph.dismiss(target) }
        if flushing { try graph.flush() }
    }

    func pickNth<T>(_ matching: [T], _ ordinal: Int, what: String, kinds: String, visible: [String],
                            _ call: CommandCall) throws -> T {
        guard ordinal <= matching.count else {
            if matching.isEmpty {
                let list = visible.isEmpty ? "no \(kinds) are visible" + (graph.root == nil ? " (nothing is mounted)" : "")
                    : "visible \(kinds): " + visible.map { "\"\($0)\"" }.joined(separator: ", ")
                throw call.error("no visible \(what); \(list)")
            }
            throw call.error("there are only \(matching.count) of \(what)")
        }
        return matching[ordinal - 1]
    }

    /// `500ms`, `2s`, `1.5s`, `1m`, or plain seconds; nil when negative, not a number, or past what the
    /// clock holds (about 292 years).
    static func nanoseconds(_ text: String) -> Int? {
        let units: [(String, Double)] = [("ms", 1e6), ("us", 1e3), ("ns", 1), ("s", 1e9), ("m", 60e9), ("h", 3600e9)]
        let (number, scale) = units.first { text.hasSuffix($0.0) }.map { (String(text.dropLast($0.0.count)), $0.1) } ?? (text, 1e9)
        guard let amount = Double(number), amount >= 0 else { return nil }
        let nanoseconds = amount * scale
        return nanoseconds < 9.2e18 ? Int(nanoseconds) : nil
    }
}
