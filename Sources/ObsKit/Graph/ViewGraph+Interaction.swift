/// What a user can reach in the mounted UI, in tree order: buttons (alert buttons included, which also
/// dismiss their alert), text fields, toggles, pickers; and the topmost presentation to dismiss.
extension ViewGraph {
    enum Presentation {
        case alert(ViewValue.Alert)
        /// A sheet, and the node that hosts its content.
        case sheet(ViewValue.Sheet, host: ViewNode?)
    }

    /// Whether a presentation's content says `.interactiveDismissDisabled()` (only its own buttons close it).
    func refusesInteractiveDismiss(_ host: ViewNode?) -> Bool {
        var refuses = false
        walk(host?.rendered) { view, _ in
            if case .modified(_, let modifier, _) = view, case .interactiveDismissDisabled(true) = modifier.effect { refuses = true }
            // A sheet presented inside has its own setting.
            if case .child(let node) = view, node.typeName == "Sheet" { return false }
            return !refuses
        }
        return refuses
    }

    /// The presentation a user's swipe or cancel would dismiss: the last one shown, in tree order.
    func topmostPresentation() -> Presentation? {
        var found: Presentation?
        visit { view, _ in
            switch view {
            case .alert(let alert, _, _): found = .alert(alert)
            case .modified(_, let modifier, _):
                if case .sheet(let sheet) = modifier.effect, sheet.isPresented { found = .sheet(sheet, host: nil) }
            case .child(let node) where node.typeName == "Sheet":
                if case .sheet(let sheet, nil)? = found { found = .sheet(sheet, host: node) }
            default: break
            }
        }
        return found
    }

}
