/// SwiftUI's gestures (`DragGesture`, `TapGesture`, `SpatialTapGesture`, `LongPressGesture`, the magnify and rotate
/// gestures): the values `.gesture(...)` takes, with `onChanged`, `onEnded`, `updating`, `map` and composition.
/// Faithful as far as a screen without touches goes: no command performs these gestures, so their callbacks
/// never run, and a `@GestureState` keeps its initial value, which is what SwiftUI gives it whenever no gesture
/// is active (rules §15.19). A tap is performed on `onTapGesture` only (`:tap`).
final class GestureValue: NativeObject {
    let typeName: String

    init(_ typeName: String) {
        self.typeName = typeName
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
        return .builtin(BuiltinFunction(name) { [typeName] _, _, _, _ in .native(GestureValue("\(wrapper)<\(typeName)>")) })
    }
}

extension Builtins {
    static func installGestures(into interpreter: Interpreter) {
        for kind in GestureValue.kinds {
            interpreter.globals.define(kind, .builtin(BuiltinFunction(kind) { _, _, _, _ in .native(GestureValue(kind)) }))
        }
    }
}
