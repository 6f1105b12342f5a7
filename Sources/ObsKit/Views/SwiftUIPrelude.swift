/// The parts of SwiftUI written in Swift itself and run when a session starts, after the standard library's
/// prelude: `EditMode` (faithful: its three cases, `isEditing`, Equatable and Hashable; where its values
/// come from, `\.editMode` and `EditButton`, is the view graph's, ViewGraph+EditMode), and the deprecated
/// `RedactionReasons` (the option set `\.redactionReasons` holds, `.redacted(reason:)` adds to and
/// `.unredacted()` empties for a subtree), the deprecated `Alert` and `ActionSheet` with their `Alert.Button`s, which `alert(item:content:)`,
/// `alert(isPresented:content:)` and `actionSheet(isPresented:content:)` show as the newer forms show
/// their buttons (`BuiltinModifier.legacyAlert`), and the configurations a custom button or toggle style's
/// `makeBody` receives (ViewGraph+Styles makes them with `_make`). `GeometryLibrary` holds `Angle` and CoreGraphics'
/// geometry, compiled when an input names them.
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

/// SwiftUI's `EdgeInsets` and `Angle` (radians and degrees, its arithmetic as SwiftUI's `_VectorMath` gives it) and CoreGraphics'
/// `CGPoint`, `CGSize` and `CGRect` (their numbers, `.zero`, a rectangle's edges and tests), printed as on Apple
/// platforms (`(3.0, 4.0)`). A `LibraryPart`: compiled when an input names them (each session would pay for them
/// at its start otherwise: 10 ms of a 31 ms empty run).
enum GeometryLibrary {
    static let source = """
    struct EdgeInsets: Equatable {
        var top: CGFloat
        var leading: CGFloat
        var bottom: CGFloat
        var trailing: CGFloat
        init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
        init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }
    }
    struct Angle: Hashable, Comparable {
        var radians: Double
        var degrees: Double {
            get { radians * 180 / 3.141592653589793 }
            set { radians = newValue * 3.141592653589793 / 180 }
        }
        var animatableData: Double {
            get { radians }
            set { radians = newValue }
        }
        init() { self.radians = 0 }
        init(radians: Double) { self.radians = radians }
        init(degrees: Double) { self.radians = degrees * 3.141592653589793 / 180 }
        static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
        static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
        static var zero: Angle { Angle() }
        static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
        static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
        static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
        static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
        static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
        static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
        static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
        static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    }

    // (`zero` is computed, so that a `.zero` no type names stays the library's own symbol: Angle's, a number's.)
    struct CGPoint: Hashable, CustomStringConvertible {
        var x: Double
        var y: Double
        static var zero: CGPoint { CGPoint(x: 0, y: 0) }
        init(x: Double, y: Double) { self.x = x; self.y = y }
        init() { self.init(x: 0, y: 0) }
        var description: String { "(\\(x), \\(y))" }
    }

    struct CGSize: Hashable, CustomStringConvertible {
        var width: Double
        var height: Double
        static var zero: CGSize { CGSize(width: 0, height: 0) }
        init(width: Double, height: Double) { self.width = width; self.height = height }
        init() { self.init(width: 0, height: 0) }
        var description: String { "(\\(width), \\(height))" }
    }

    struct CGRect: Hashable, CustomStringConvertible {
        var origin: CGPoint
        var size: CGSize
        static var zero: CGRect { CGRect(origin: .zero, size: .zero) }
        init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
        init(x: Double, y: Double, width: Double, height: Double) {
            self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
        }
        init() { self.init(origin: .zero, size: .zero) }
        var width: Double { size.width }
        var height: Double { size.height }
        var minX: Double { min(origin.x, origin.x + size.width) }
        var maxX: Double { max(origin.x, origin.x + size.width) }
        var midX: Double { origin.x + size.width / 2 }
        var minY: Double { min(origin.y, origin.y + size.height) }
        var maxY: Double { max(origin.y, origin.y + size.height) }
        var midY: Double { origin.y + size.height / 2 }
        var isEmpty: Bool { size.width == 0 || size.height == 0 }
        func contains(_ point: CGPoint) -> Bool { point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY }
        func insetBy(dx: Double, dy: Double) -> CGRect {
            CGRect(x: minX + dx, y: minY + dy, width: abs(size.width) - 2 * dx, height: abs(size.height) - 2 * dy)
        }
        func offsetBy(dx: Double, dy: Double) -> CGRect { CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height) }
        func intersects(_ other: CGRect) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }
        var description: String { "(\\(origin.x), \\(origin.y), \\(size.width), \\(size.height))" }
    }
    """
}
