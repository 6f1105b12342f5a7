/// SwiftUI's gestures (`DragGesture`, `TapGesture`, `SpatialTapGesture`, `LongPressGesture`, the magnify and rotate
/// gestures): the values `.gesture(...)` takes, with `onChanged`, `onEnded`, `updating`, `map` and composition.
/// Faithful as far as a screen without touches goes: no command performs these gestures, so their callbacks
/// never run, and a `@GestureState` keeps its initial value, which is what SwiftUI gives it whenever no gesture
/// is active (rules §15.19). A tap is performed (`:tap`) on `onTapGesture` and on a `TapGesture`'s `onEnded` attached
/// with `.gesture(...)`, `.simultaneousGesture(...)` or `.highPriorityGesture(...)`.
final class GestureValue: NativeObject {
    let typeName: String
    /// `TapGesture().onEnded { ... }`: what a tap runs.
    let tapAction: Value?

    init(_ typeName: String, tapAction: Value? = nil) {
        self.typeName = typeName
        self.tapAction = tapAction
    }

    /// A gesture's initializer: `DragGesture(minimumDistance: 0)`; its arguments change nothing here.
    static let kinds = ["DragGesture", "TapGesture", "SpatialTapGesture", "LongPressGesture", "MagnifyGesture",
                        "MagnificationGesture", "RotateGesture", "RotationGesture"]

    /// What each modifier of a gesture makes, by SwiftUI's type names.
    private static let wrappers = [
        "onChanged": "_ChangedGesture", "onEnded": "_EndedGesture", "updating": "GestureStateGesture", "map": "_MapGesture",
        "simultaneously": "SimultaneousGesture", "sequenced": "SequenceGesture", "exclusively": "ExclusiveGesture",
    ]

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard let wrapper = Self.wrappers[name] else { return nil }
        return .builtin(BuiltinFunction(name) { [typeName, tapAction] interpreter, arguments, _, _ in
            // A tap's `onEnded` keeps its action; another modifier of a tap keeps the one it had.
            let action = name == "onEnded" && typeName == "TapGesture" ? interpreter.argument(arguments, nil) : tapAction
            return .native(GestureValue("\(wrapper)<\(typeName)>", tapAction: action))
        })
    }
}

extension Builtins {
    static func installGestures(into interpreter: Interpreter) {
        for kind in GestureValue.kinds {
            interpreter.globals.define(kind, .builtin(BuiltinFunction(kind) { _, _, _, _ in .native(GestureValue(kind)) }))
        }
    }
}
