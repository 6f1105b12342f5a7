/// The memory typed pointers point into, modelled as cells of values (no real memory): a run of `Value`s of one
/// element type, each initialized or not. Swift leaves reading an uninitialized cell, going past the run, using
/// it after `deallocate()` or after the `withUnsafe...` closure that lent it returned, and freeing it twice
/// undefined (no trap in a debug build): ObsREPL stops at each with an error that says so, rather than answer.
/// Addresses are made up (README, "Pointers"): each run starts at its own fake address, so `p + 1` prints one
/// stride after `p` and runs never overlap; a real program's addresses vary, so no test prints them.
final class PointerMemory {
    /// Where the cells came from: only `allocate(capacity:)`'s may be deallocated; the others are a variable's
    /// value or an array's elements lent to a closure.
    enum Origin { case allocated, lent }

    var cells: [Value?]
    let element: TypeRef
    /// The element type as Swift prints it (`Int`, `Point`).
    let elementName: String
    /// The bytes one element takes, as `MemoryLayout<T>.stride` gives it (8 when ObsREPL cannot say).
    let stride: Int
    let origin: Origin
    /// The made-up address of the first cell.
    let address: UInt64
    /// Set when the memory was deallocated, or when the closure it was lent to returned.
    private(set) var endedBy: String?

    /// `address`: given for raw memory bound to a type (RawMemory.bind), which keeps its own.
    init(cells: [Value?], element: TypeRef, origin: Origin, interpreter: Interpreter, address: UInt64? = nil) {
        self.cells = cells
        self.element = element
        self.origin = origin
        elementName = interpreter.typeDescription(element, qualified: false)
        stride = interpreter.layout(of: element)?.stride ?? 8
        if let address {
            self.address = address
        } else {
            interpreter.pointerRuns += 1
            // 64 KiB apart, above where a program's first heap allocations sit on Linux.
            self.address = 0x0000_6000_0000_0000 + UInt64(interpreter.pointerRuns) << 16
        }
    }

    func end(because reason: String) { endedBy = reason }

    /// Stops with Swift's undefined behaviour named, when the memory may no longer be used.
    func checkAlive(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        if let endedBy { throw PointerMemory.undefined("using a pointer to memory that \(endedBy)", interpreter, range, source) }
    }

    /// The cell at `index` (0 = the first cell of the run), checked to be inside the run.
    func checkIndex(_ index: Int, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        try checkAlive(interpreter, range, source)
        guard cells.indices.contains(index) else {
            throw PointerMemory.undefined("a pointer \(index < 0 ? "before" : "past") the \(cells.count) element\(cells.count == 1 ? "" : "s") of its memory (at \(index))",
                                          interpreter, range, source)
        }
    }

    func read(_ index: Int, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        try checkIndex(index, interpreter, range, source)
        guard let value = cells[index] else {
            throw PointerMemory.undefined("reading memory that was never initialized (or was deinitialized)", interpreter, range, source)
        }
        return value
    }

    func write(_ value: Value, at index: Int, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        try checkIndex(index, interpreter, range, source)
        cells[index] = value
    }

    /// Checks a run of `count` cells from `index` (a negative count is Swift's own trap, `message`).
    func checkRun(_ index: Int, count: Int, negative message: String, _ interpreter: Interpreter, _ range: SourceRange,
                  _ source: SourceText) throws {
        if count < 0 { throw interpreter.runtimeError("Fatal error: \(message)", range, source) }
        guard count > 0 else { return try checkAlive(interpreter, range, source) }
        try checkIndex(index, interpreter, range, source)
        try checkIndex(count > cells.count ? cells.count : index &+ (count - 1), interpreter, range, source)
        try interpreter.countSteps(count, range, source)
    }

    static func undefined(_ what: String, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        interpreter.runtimeError("undefined behaviour: \(what); Swift does not check this, ObsREPL stops here", range, source)
    }

    /// How Swift prints an address: `0x` and 16 hex digits.
    static func hex(_ address: UInt64) -> String {
        let digits = String(address, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}

/// A pointer value (typed, buffer or raw bytes): a change through it goes to the memory it points at, so it
/// may be changed through a `let` (`p.pointee = 1`, `buffer[0] = 1`), as Swift's nonmutating setters allow.
protocol NativePointer: NativeObject {}

extension PointerValue: NativePointer {}
extension BufferPointerValue: NativePointer {}
extension RawBytesValue: NativePointer {}
