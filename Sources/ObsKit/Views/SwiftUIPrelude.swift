/// The parts of SwiftUI written in Swift itself and run when a session starts, after the standard library's
/// prelude: `EditMode` (faithful: its three cases, `isEditing`, Equatable and Hashable). Where its values
/// come from (`\.editMode`, `EditButton`) is the view graph's (ViewGraph+EditMode).
enum SwiftUIPrelude {
    static let fileName = "<SwiftUI>"

    static let source = """
    enum EditMode: Hashable {
        case inactive, transient, active

        var isEditing: Bool { self != .inactive }
    }
    """
}
