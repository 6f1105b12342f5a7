/// Foundation's `NSString`, as far as `text as NSString`, `NSString(string:)` and `NSString(format:...)` go: the
/// value stays a Swift String, and what NSString adds (`length`, `lastPathComponent`, `pathExtension`...) works
/// on it (String+Foundation.swift). Left out: NSString's other API.
final class NSStringType: NativeCallable {
    var typeName: String { "NSString.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        // `NSString(format: "%03d", 7)`: as `String(format:)`.
        if arguments.first?.label == "format" { return try interpreter.callWithValues(.builtinType("String"), arguments, range, source) }
        return .string(try interpreter.stringArgument(arguments, "string", in: "NSString", range, source))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
