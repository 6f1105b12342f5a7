// What's new in Swift 6.2 style (Span, SE-0447): safe borrowed views over contiguous storage passed to functions that read elements
// known-gap: error: 6341-safe-borrowed-views-over-contiguous-storage-passed.swift:28:19: error: value of type '[Int]' has no member 'span'
func sum(_ values: Span<Int>) -> Int {
    var total = 0
    for i in values.indices {
        total += values[i]
    }
    return total
}

func firstIndex(of target: UInt8, in bytes: Span<UInt8>) -> Int? {
    for i in bytes.indices where bytes[i] == target {
        return i
    }
    return nil
}

func stats(_ values: Span<Double>) -> (min: Double, max: Double) {
    var lo = values[0]
    var hi = values[0]
    for i in values.indices {
        lo = Swift.min(lo, values[i])
        hi = Swift.max(hi, values[i])
    }
    return (lo, hi)
}

let numbers = [4, 8, 15, 16, 23, 42]
print("sum:", sum(numbers.span))
print("count:", numbers.span.count, "empty:", numbers.span.isEmpty)

let head = numbers.span.extracting(0..<3)
print("head sum:", sum(head), "head count:", head.count)

let bytes: [UInt8] = Array("hello, span".utf8)
if let comma = firstIndex(of: UInt8(ascii: ","), in: bytes.span) {
    print("comma at", comma)
}
print("missing:", firstIndex(of: 0, in: bytes.span) as Any)

let readings = [3.5, -1.25, 9.0, 2.0]
let s = stats(readings.span)
print("min \(s.min) max \(s.max)")

var inline: InlineArray<3, Int> = [7, 8, 9]
inline[0] = 70
print("inline sum:", sum(inline.span))
let empty = [Int]()
print("empty sum:", sum(empty.span))

// expect: sum: 108
// expect: count: 6 empty: false
// expect: head sum: 27 head count: 3
// expect: comma at 5
// expect: missing: nil
// expect: min -1.25 max 9.0
// expect: inline sum: 87
// expect: empty sum: 0
