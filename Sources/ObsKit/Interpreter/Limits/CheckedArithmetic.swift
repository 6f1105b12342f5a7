/// The interpreter's own arithmetic on script values (issue 10): where Swift's library would trap, the
/// script stops with Swift's words; ObsREPL itself never traps.
extension Interpreter {
    /// `Range.count` and `ClosedRange.count`: Swift traps when the count does not fit an Int
    /// (`(0...Int.max).count`).
    func rangeCount(_ lower: Int, _ upper: Int, closed: Bool, _ range: SourceRange, _ source: SourceText) throws -> Int {
        let (distance, overflow) = upper.subtractingReportingOverflow(lower)
        guard !overflow else { throw overflowError(range, source) }
        guard closed else { return distance }
        let (count, past) = distance.addingReportingOverflow(1)
        guard !past else { throw overflowError(range, source) }
        return count
    }

    /// `split`'s `maxSplits:` (Int.max when not given): Swift traps on a negative one.
    func maxSplitsArgument(_ arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> Int {
        guard let given = argument(arguments, "maxSplits") else { return .max }
        let maxSplits = try intArgument(given, in: "split", range, source)
        guard maxSplits >= 0 else { throw runtimeError("Fatal error: Must take zero or more splits", range, source) }
        return maxSplits
    }

    /// Before a string of `utf8Count` bytes grows by `adding`: checked against the memory budget once it
    /// passes a megabyte (below that the check costs nothing).
    @inline(__always)
    func checkGrowth(utf8Count: Int, adding: Int, _ range: SourceRange, _ source: SourceText) throws {
        let (total, overflow) = utf8Count.addingReportingOverflow(adding)
        if overflow || total >= 1 << 20 { try checkStringAllocation(utf8Count: overflow ? .max : total, range, source) }
    }

    /// Before an array of `count` elements grows by `adding` (checked past 65,536 elements).
    @inline(__always)
    func checkGrowth(count: Int, adding: Int, sample: Value?, _ range: SourceRange, _ source: SourceText) throws {
        let (total, overflow) = count.addingReportingOverflow(adding)
        if overflow || total >= 1 << 16 { try checkArrayAllocation(count: overflow ? .max : total, sample: sample, range, source) }
    }

    /// `Duration.seconds(x)` and its kin, in the nanoseconds ObsREPL's virtual clock counts. Swift holds a
    /// Duration in 128 bits of attoseconds and traps (in its words) past them; ObsREPL's Int of
    /// nanoseconds ends sooner, at about 292 years, and says so.
    func durationNanoseconds(_ amount: Value, scale: Int, _ name: String, _ range: SourceRange, _ source: SourceText) throws -> Int {
        switch amount {
        case .int(let count):
            let (nanoseconds, overflow) = count.multipliedReportingOverflow(by: scale)
            guard !overflow else { throw durationTooLong(range, source) }
            return nanoseconds
        case .double(let count):
            // Swift: Int128(count * 10^18 / scale-to-seconds) attoseconds, which traps outside ±2^127.
            let attoseconds = count * Double(scale) * 1e9
            guard attoseconds.isFinite, abs(attoseconds) < 0x1p127 else {
                throw runtimeError("Fatal error: Double value cannot be converted to _Int128 because it is outside the representable range", range, source)
            }
            let nanoseconds = (count * Double(scale)).rounded(.towardZero)
            guard let exact = Int(exactly: nanoseconds) else { throw durationTooLong(range, source) }
            return exact
        case .sized:
            // `.seconds(Int64(x))`: any integer type.
            guard let count = amount.integerValue else { throw durationTooLong(range, source) }
            return try durationNanoseconds(.int(count), scale: scale, name, range, source)
        default:
            throw runtimeError("expected a number of \(name)", range, source)
        }
    }

    private func durationTooLong(_ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        ObsDiagnostic(.unsupported, "a Duration longer than Int.max nanoseconds (about 292 years): ObsREPL's virtual clock counts "
            + "nanoseconds in an Int", at: SourceLocation(source: source, range: range))
    }
}
