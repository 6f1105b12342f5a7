/// The controls a user types into, flips and picks from, in tree order, with what their place on screen
/// gives them: whether they are disabled, the focus binding and `onSubmit` action of a text field.
extension ViewGraph {
    struct FieldTarget {
        let title: String
        let binding: BindingValue
        /// `.focused($flag)` or `.focused($field, equals: .name)`: the binding, and the value that means "this field".
        var focus: (binding: BindingValue, value: Value)?
        /// The nearest `onSubmit` with the `.text` trigger.
        var submit: Value?
        var disabled = false
        /// A `TextField(value:format:)`: what commits its draft to the value.
        var commit: FieldCommit?
    }

    func textFields() -> [FieldTarget] {
        var found: [FieldTarget] = []
        let sheets = shownSheetDepth()
        walk(root?.rendered) { view, place in
            if case .control(.textField(let title, let binding, _, let commit), _) = view, place.sheets == sheets {
                found.append(FieldTarget(title: title, binding: binding, focus: place.focus, submit: place.submit, disabled: place.disabled,
                                         commit: commit))
            }
            return true
        }
        return found
    }

    func toggles() -> [(label: String, pieces: [String], binding: BindingValue, disabled: Bool)] {
        var found: [(String, [String], BindingValue, Bool)] = []
        let sheets = shownSheetDepth()
        walk(root?.rendered) { view, place in
            if case .control(.toggle(let value, let binding), let label) = view, place.sheets == sheets {
                // A toggle a custom style draws is named by its own label, not by all the style draws (rules §15.26).
                let own = Self.isStyleNode(label) ? interpreter.plainText(of: value) : ""
                found.append((own.isEmpty ? text(of: label) : own, own.isEmpty ? textPieces(of: label) : [own], binding, place.disabled))
            }
            return true
        }
        return found
    }

    /// Steppers with their label: what `+` and `-` do (a binding, a step and bounds, or two actions).
    func steppers() -> [(label: String, control: ViewValue.Control, disabled: Bool)] {
        var found: [(String, ViewValue.Control, Bool)] = []
        let sheets = shownSheetDepth()
        walk(root?.rendered) { view, place in
            if case .control(let control, let label) = view, case .stepper = control, place.sheets == sheets {
                found.append((text(of: label), control, place.disabled))
            }
            return true
        }
        return found
    }

    /// Pickers with their label and options (each option's text and `.tag`).
    func pickers() -> [(label: String, selection: BindingValue, options: [(text: String, tag: Value)], disabled: Bool)] {
        var found: [(String, BindingValue, [(String, Value)], Bool)] = []
        let sheets = shownSheetDepth()
        walk(root?.rendered) { view, place in
            guard case .control(.picker(_, let selection, _), let rendered) = view, case .group(let parts) = rendered,
                  let labelPart = parts.first, place.sheets == sheets else { return true }
            var options: [(String, Value)] = []
            for part in parts.dropFirst() { collectTags(part, into: &options) }
            found.append((text(of: labelPart), selection, options, place.disabled))
            return true
        }
        return found
    }

    /// A picker's options: the views in its content that carry a `.tag`, with their text; a ForEach row
    /// without one is tagged with its id (rules §15.5).
    private func collectTags(_ view: RenderedView, into options: inout [(String, Value)]) {
        walk(view) { part, _ in
            switch part {
            case .modified(let content, let modifier, _):
                guard case .tag(let tag) = modifier.effect else { return true }
                options.append((text(of: content), tag))
                return false
            case .child(let node) where node.rowID != nil:
                let before = options.count
                collectTags(node.rendered ?? .empty, into: &options)
                if options.count == before, let id = node.rowID { options.append((text(of: part), id)) }
                return false
            case .stack, .group, .child:
                return true
            case .text, .button, .control, .alert, .inert, .image, .empty, .navigationLink, .navigation, .toolbar, .tabs, .menu, .disclosure:
                return false
            }
        }
    }
}
