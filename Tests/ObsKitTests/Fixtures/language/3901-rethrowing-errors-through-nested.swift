// Swift book style: rethrowing errors through nested calls with defer cleanup
enum ParseError: Error, CustomStringConvertible {
    case empty
    case badDigit(Character)
    case tooLarge
    var description: String {
        switch self {
        case .empty: return "empty input"
        case .badDigit(let c): return "bad digit '\(c)'"
        case .tooLarge: return "value too large"
        }
    }
}

func parseByte(_ s: String) throws -> UInt8 {
    guard !s.isEmpty else { throw ParseError.empty }
    var value: UInt8 = 0
    for ch in s {
        guard let d = ch.wholeNumberValue else { throw ParseError.badDigit(ch) }
        let (m, o1) = value.multipliedReportingOverflow(by: 10)
        let (a, o2) = m.addingReportingOverflow(UInt8(d))
        if o1 || o2 { throw ParseError.tooLarge }
        value = a
    }
    return value
}

func parseAddress(_ s: String) throws -> [UInt8] {
    print("parsing \(s)")
    defer { print("done with \(s)") }
    return try s.split(separator: ".", omittingEmptySubsequences: false).map { try parseByte(String($0)) }
}

for input in ["192.168.0.1", "10.0.300.1", "1..2", "8.8.x.8"] {
    do {
        let parts = try parseAddress(input)
        print("ok", parts)
    } catch let error as ParseError {
        print("failed: \(error)")
    } catch {
        print("unexpected")
    }
}
// expect: parsing 192.168.0.1
// expect: done with 192.168.0.1
// expect: ok [192, 168, 0, 1]
// expect: parsing 10.0.300.1
// expect: done with 10.0.300.1
// expect: failed: value too large
// expect: parsing 1..2
// expect: done with 1..2
// expect: failed: empty input
// expect: parsing 8.8.x.8
// expect: done with 8.8.x.8
// expect: failed: bad digit 'x'
