/// The parts of SwiftUI written in Swift itself and run when a session starts, after the standard library's
/// prelude: `EditMode` (faithful: its three cases, `isEditing`, Equatable and Hashable; where its values
/// come from, `\.editMode` and `EditButton`, is the view graph's, ViewGraph+EditMode), and the deprecated
/// `RedactionReasons` (the option set `\.redactionReasons` holds, `.redacted(reason:)` adds to and
/// `.unredacted()` empties for a subtree), the deprecated `Alert` and `ActionSheet` with their `Alert.Button`s, which `alert(item:content:)`,
/// `alert(isPresented:content:)` and `actionSheet(isPresented:content:)` show as the newer forms show
/// their buttons (`BuiltinModifier.legacyAlert`), and the configurations a custom button or toggle style's
/// `makeBody` receives (ViewGraph+Styles makes them with `_make`).
enum SwiftUIPrelude {
    static let fileName = "<SwiftUI>"

    static let source = """
    enum EditMode: Hashable {
        case inactive, transient, active

        var isEditing: Bool { self != .inactive }
    }

    struct RedactionReasons: OptionSet {
        let rawValue: Int

        static let placeholder = RedactionReasons(rawValue: 1)
        static let privacy = RedactionReasons(rawValue: 2)
        static let invalidated = RedactionReasons(rawValue: 4)
    }

    struct Alert {
        struct Button {
            let label: Text
            let role: String?
            let action: (() -> Void)?

            static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
                Alert.Button(label: label, role: nil, action: action)
            }
            static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
                Alert.Button(label: label, role: "cancel", action: action)
            }
            static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
                Alert.Button(label: Text("Cancel"), role: "cancel", action: action)
            }
            static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
                Alert.Button(label: label, role: "destructive", action: action)
            }
        }

        let title: Text
        let message: Text?
        let buttons: [Alert.Button]

        init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
            self.title = title
            self.message = message
            buttons = [dismissButton ?? Alert.Button.default(Text("OK"))]
        }

        init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
            self.title = title
            self.message = message
            buttons = [primaryButton, secondaryButton]
        }
    }

    struct ButtonStyleConfiguration {
        let role: ButtonRole?
        let label: any View
        let isPressed: Bool

        static func _make(label: any View, trigger: @escaping () -> Void, role: ButtonRole?) -> ButtonStyleConfiguration {
            ButtonStyleConfiguration(role: role, label: label, isPressed: false)
        }
    }

    struct PrimitiveButtonStyleConfiguration {
        let role: ButtonRole?
        let label: any View
        let _trigger: () -> Void

        func trigger() { _trigger() }

        static func _make(label: any View, trigger: @escaping () -> Void, role: ButtonRole?) -> PrimitiveButtonStyleConfiguration {
            PrimitiveButtonStyleConfiguration(role: role, label: label, _trigger: trigger)
        }
    }

    struct ToggleStyleConfiguration {
        let label: any View
        @Binding var isOn: Bool
        var isMixed: Bool

        static func _make(label: any View, isOn: Binding<Bool>) -> ToggleStyleConfiguration {
            ToggleStyleConfiguration(label: label, isOn: isOn, isMixed: false)
        }
    }

    struct ActionSheet {
        typealias Button = Alert.Button
        let title: Text
        let message: Text?
        let buttons: [Alert.Button]

        init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [Alert.Button.cancel()]) {
            self.title = title
            self.message = message
            self.buttons = buttons
        }
    }
    """
}
