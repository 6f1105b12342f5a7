/// The parts of the standard library written in Swift itself and run when a session starts: `Result`
/// (faithful: its cases, `init(catching:)`, `get()`, `map`, `mapError`, `flatMap`, `flatMapError`; its
/// generic parameters are not printed in its type's name), and Equatable and Hashable when both its types are;
/// `RandomNumberGenerator` with its `next(upperBound:)` (the standard library's algorithm: a multiply, and a
/// redraw of the few values that would make it uneven), and `SystemRandomNumberGenerator`; the `@TaskLocal`
/// property wrapper (its bindings are the running task's, TaskLocal.swift). Parts few scripts use are compiled
/// only when an input names them (`LibraryPart`).
enum Prelude {
    static let fileName = "<Swift>"

    static let source = """
    enum Result<Success, Failure: Error> {
        case success(Success)
        case failure(Failure)

        init(catching body: () throws -> Success) {
            do {
                self = Result.success(try body())
            } catch {
                self = Result.failure(error)
            }
        }

        func get() throws -> Success {
            switch self {
            case .success(let value): return value
            case .failure(let error): throw error
            }
        }

        func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
            switch self {
            case .success(let value): return Result.success(transform(value))
            case .failure(let error): return Result.failure(error)
            }
        }

        func mapError<NewFailure>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
            switch self {
            case .success(let value): return Result.success(value)
            case .failure(let error): return Result.failure(transform(error))
            }
        }

        func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
            switch self {
            case .success(let value): return transform(value)
            case .failure(let error): return Result.failure(error)
            }
        }

        func flatMapError<NewFailure>(_ transform: (Failure) -> Result<Success, NewFailure>) -> Result<Success, NewFailure> {
            switch self {
            case .success(let value): return Result.success(value)
            case .failure(let error): return transform(error)
            }
        }
    }
    extension Result: Equatable where Success: Equatable, Failure: Equatable {}
    extension Result: Hashable where Success: Hashable, Failure: Hashable {}

    protocol RandomNumberGenerator {
        mutating func next() -> UInt64
    }
    extension RandomNumberGenerator {
        mutating func next<T: FixedWidthInteger & UnsignedInteger>(upperBound: T) -> T {
            precondition(upperBound != 0, "upperBound cannot be zero.")
            var random = T(truncatingIfNeeded: next())
            var product = random.multipliedFullWidth(by: upperBound)
            if product.low < upperBound {
                let threshold = (0 &- upperBound) % upperBound
                while product.low < threshold {
                    random = T(truncatingIfNeeded: next())
                    product = random.multipliedFullWidth(by: upperBound)
                }
            }
            return product.high
        }
    }
    struct SystemRandomNumberGenerator: RandomNumberGenerator {
        mutating func next() -> UInt64 { UInt64.random(in: UInt64.min...UInt64.max) }
    }

    @propertyWrapper
    final class TaskLocal<Value>: CustomStringConvertible {
        let defaultValue: Value

        /// As the library prints it (`TaskLocal<Int>(defaultValue: 0)`).
        var description: String { "TaskLocal<\\(Value.self)>(defaultValue: \\(defaultValue))" }

        init(wrappedValue defaultValue: Value) {
            self.defaultValue = defaultValue
        }

        var wrappedValue: Value { self.get() }
        var projectedValue: TaskLocal<Value> { self }

        func get() -> Value {
            if _taskLocalIsBound(self) { return _taskLocalValue(self) }
            return defaultValue
        }

        func withValue<R>(_ valueDuringOperation: Value, operation: () throws -> R) rethrows -> R {
            try _taskLocalWithValue(self, valueDuringOperation, operation)
        }
    }
    """
}

/// A part of the library written in Swift that a session compiles only when an input first names it: each
/// costs every new session milliseconds to compile (`obsrepl run` starts one per script, the suites and the
/// fuzzer thousands), and few scripts use it. It declares no operators, and its names are the session's until
/// `:reset`, after which an input that names it compiles it again.
struct LibraryPart: Sendable {
    let name: String
    let source: SourceText
    /// Words an input that may use the part contains (a superset of what it needs is harmless).
    let words: [String]

    func isNamed(in text: String) -> Bool { words.contains { text.contains($0) } }

    static let onDemand = [
        LibraryPart(name: "CollectionDifference",
                    source: SourceText(text: CollectionDifferenceLibrary.source, fileName: Prelude.fileName, firstLine: 1),
                    words: ["difference", "Difference"]),
        LibraryPart(name: "CollectionOfOne and EmptyCollection",
                    source: SourceText(text: SmallCollectionsLibrary.source, fileName: Prelude.fileName, firstLine: 1),
                    words: ["CollectionOfOne", "EmptyCollection"]),
        LibraryPart(name: "EdgeInsets, Angle and CoreGraphics geometry",
                    source: SourceText(text: GeometryLibrary.source, fileName: SwiftUIPrelude.fileName, firstLine: 1),
                    words: ["EdgeInsets", "Angle", "CGPoint", "CGSize", "CGRect"]),
        LibraryPart(name: "ManagedBuffer",
                    source: SourceText(text: ManagedBufferLibrary.source, fileName: Prelude.fileName, firstLine: 1),
                    words: ["ManagedBuffer"]),
        LibraryPart(name: "RegexBuilder",
                    source: SourceText(text: RegexBuilderLibrary.source, fileName: Prelude.fileName, firstLine: 1),
                    words: ["RegexBuilder"]),
    ]
}

extension Interpreter {
    /// `Result.success(value)` / `Result.failure(error)`, made by the library (a task's `result`).
    func makeResult(_ outcome: Swift.Result<Value, ScriptError>) -> Value {
        guard case .type(let type)? = globals.value(named: "Result") else { return .void }
        switch outcome {
        case .success(let value): return .enumCase(EnumValue(type: type, caseName: "success", payload: [value], payloadLabels: [nil]))
        case .failure(let error): return .enumCase(EnumValue(type: type, caseName: "failure", payload: [error.value], payloadLabels: [nil]))
        }
    }
}

extension TypeInfo {
    /// The module Swift names the type with: `Swift` for the prelude's, `SwiftUI` for SwiftUI's prelude's,
    /// `main` for the script's.
    var moduleName: String {
        switch source.fileName {
        case Prelude.fileName: return "Swift"
        case SwiftUIPrelude.fileName: return "SwiftUI"
        default: return Interpreter.moduleName
        }
    }
}
