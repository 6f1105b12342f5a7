/// `:screen`: the mounted UI drawn as a phone-like mock, line by line, from what the views rendered (the
/// one walk of the screen). Texts as they read, buttons as `[ Label ]`, fields with their text, toggles,
/// pickers, steppers, the navigation title, alerts and sheets on top. Each line knows the view that drew
/// it, so the views whose bodies ran in the last turn can be marked: a tap shows what re-rendered.
/// Layout is left out (no sizes, no alignment beyond rows and columns of stacks).
public struct Screen: Equatable, Sendable {
    public struct Line: Equatable, Sendable {
        public let text: String
        /// The view that drew it ran its body in the last turn.
        public let rerendered: Bool
        /// The view that drew it (`Counter#3`), as events name it; nil for the screen's own lines.
        public var view: String? = nil
    }

    public let lines: [Line]

    /// The screen as text, `width` characters wide inside its frame (box drawing, or plain ASCII);
    /// re-rendered lines carry `▸` (`>` in ASCII) in the gutter, and `highlight` styles them.
    public func text(width: Int = 34, ascii: Bool = false, highlight: (String) -> String = { $0 }) -> String {
        let (top, bottom, side, mark) = ascii ? ("+" + String(repeating: "-", count: width + 2) + "+",
                                                 "+" + String(repeating: "-", count: width + 2) + "+", "|", ">")
            : ("╭" + String(repeating: "─", count: width + 2) + "╮", "╰" + String(repeating: "─", count: width + 2) + "╯", "│", "▸")
        var out = top + "\n"
        for line in lines {
            for piece in wrap(line.text, width) {
                let padded = piece + String(repeating: " ", count: max(0, width - piece.count))
                let row = side + (line.rerendered ? mark : " ") + padded + " " + side
                out += (line.rerendered ? highlight(row) : row) + "\n"
            }
        }
        return out + bottom + "\n"
    }

    private func wrap(_ text: String, _ width: Int) -> [String] {
        guard text.count > width else { return [text] }
        var pieces: [String] = []
        var rest = Substring(text)
        while rest.count > width {
            pieces.append(String(rest.prefix(width)))
            rest = rest.dropFirst(width)
        }
        return pieces + [String(rest)]
    }
}

extension ViewGraph {
    /// The screen as drawn now; `ran`: the nodes whose bodies ran in the last turn.
    func screen(ran: Set<String>) -> Screen {
        guard let root else { return Screen(lines: [Screen.Line(text: "(nothing is mounted)", rerendered: false)]) }
        var lines: [Screen.Line] = []
        var overlays: [[Screen.Line]] = []
        func draw(_ view: RenderedView, _ owner: String, _ indent: String) {
            func add(_ text: String) { lines.append(Screen.Line(text: indent + text, rerendered: ran.contains(owner), view: owner)) }
            switch view {
            case .text(let text): add(text)
            case .button(let label, _): add("[ \(text(of: label)) ]")
            case .control(let control, let label): add(controlLine(control, label: text(of: label)))
            case .stack(.hstack, let content):
                let row = hstackLine(content)
                if !row.isEmpty { add(row) }
            case .stack(.list, let content), .stack(.form, let content), .stack(.section, let content):
                draw(content, owner, indent)
                add("────")
            case .stack(_, let content): draw(content, owner, indent)
            case .group(let items): items.forEach { draw($0, owner, indent) }
            case .modified(let content, let modifier, _):
                if modifier.name == "navigationTitle", let title = modifier.arguments.first {
                    lines.append(Screen.Line(text: "‹ " + interpreter.describe(title) + " ›", rerendered: ran.contains(owner), view: owner))
                }
                draw(content, owner, indent)
            case .alert(let alert, let content, _):
                let saved = lines
                lines = [Screen.Line(text: "┌ \(alert.title) ┐", rerendered: ran.contains(owner), view: owner)]
                draw(content, owner, "  ")
                overlays.append(lines)
                lines = saved
            case .child(let node):
                guard let rendered = node.rendered else { return }
                if node.typeName == "Sheet" {
                    let saved = lines
                    lines = [Screen.Line(text: "── sheet ──", rerendered: ran.contains(node.name), view: node.name)]
                    draw(rendered, node.name, indent)
                    overlays.append(lines)
                    lines = saved
                } else {
                    draw(rendered, node.name, indent)
                }
            case .navigationLink(let label, _, _): add(text(of: label) + "  ›")
            case .navigation(let root, let pushed, _):
                if !pushed.isEmpty { add("‹ Back") }
                draw(pushed.last ?? root, owner, indent)
            case .inert(let name):
                switch name {
                case "Spacer", "EmptyView": return
                case "Divider": add("────")
                default: add("▢ " + name)
                }
            case .empty: return
            case .image(let name): add("▢ " + name)
            case .toolbar(let items): draw(items, owner, indent)
            case .tabs(let tabs, let selected, _, _):
                if let shown = tabs.indices.contains(selected) ? tabs[selected].view : nil { draw(shown, owner, indent) }
                add(tabs.enumerated().map { $0.offset == selected ? "[\($0.element.title)]" : $0.element.title }.joined(separator: "  "))
            case .menu(let label, let items, let isOpen, _, _):
                add("[ \(text(of: label)) ▾ ]")
                if isOpen { draw(items, owner, indent + "  ") }
            case .disclosure(let label, let content, let isExpanded, _, _):
                add((isExpanded ? "▾ " : "▸ ") + text(of: label))
                if let content { draw(content, owner, indent + "  ") }
            }
        }
        draw(root.rendered ?? .empty, root.name, "")
        for overlay in overlays { lines += [Screen.Line(text: "", rerendered: false)] + overlay }
        return Screen(lines: lines)
    }

    private func controlLine(_ control: ViewValue.Control, label: String) -> String {
        let source = SourceText(text: "", fileName: "", firstLine: 1)
        func value(_ binding: BindingValue) -> String {
            (try? interpreter.read(binding, .synthesized, source)).map { interpreter.describe($0) } ?? "?"
        }
        switch control {
        case .textField(let title, let text, let secure, _):
            let shown = value(text)
            return "[\(title): " + (shown.isEmpty ? "" : secure ? String(repeating: "•", count: shown.count) : shown) + "_]"
        case .toggle(_, let isOn): return label + "  " + (value(isOn) == "true" ? "(on ●)" : "(○ off)")
        case .stepper(_, let bound, _, _, _, _, _): return label + (bound.map { " " + value($0) } ?? "") + "  [ - | + ]"
        case .slider(let bound): return "──●── " + value(bound)
        case .picker(_, let selection, _): return (label.split(separator: " ").first.map(String.init) ?? label) + ": " + value(selection) + " ▾"
        }
    }

    /// A row: the texts of its parts, side by side.
    private func hstackLine(_ content: RenderedView) -> String {
        var parts: [String] = []
        walk(content) { part, _ in
            switch part {
            case .text(let text): parts.append(text); return false
            case .button(let label, _): parts.append("[ \(text(of: label)) ]"); return false
            case .control(let control, let label): parts.append(controlLine(control, label: text(of: label))); return false
            case .inert(let name): if name != "Spacer" { parts.append("▢") }; return false
            case .navigationLink(let label, _, _): parts.append(text(of: label) + " ›"); return false
            case .image: parts.append("▢"); return false
            case .menu(let label, _, _, _, _): parts.append("[ \(text(of: label)) ▾ ]"); return false
            case .disclosure(let label, _, let isExpanded, _, _): parts.append((isExpanded ? "▾ " : "▸ ") + text(of: label)); return false
            case .alert, .toolbar, .tabs: return false
            case .stack, .group, .modified, .child, .navigation, .empty: return true
            }
        }
        return parts.joined(separator: "  ")
    }
}
