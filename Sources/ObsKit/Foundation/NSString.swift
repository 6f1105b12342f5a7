import Foundation

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
        switch name {
        case "init": return .native(self)
        case "path":
            // `NSString.path(withComponents: ["usr", "bin"])`: the components joined as a path, as Foundation joins them.
            return .builtin(BuiltinFunction("path(withComponents:)") { interpreter, arguments, range, source in
                guard case .array(let parts)? = interpreter.argument(arguments, "withComponents") else {
                    throw interpreter.runtimeError("expected NSString.path(withComponents: [String])", range, source)
                }
                return .string(NSString.path(withComponents: parts.map { interpreter.describe($0) }))
            })
        default: return nil
        }
    }
}
