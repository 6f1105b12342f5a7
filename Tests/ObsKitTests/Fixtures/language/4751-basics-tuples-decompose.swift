// Swift book style: tuples, decomposition, labels and index access
// Checks: building tuples of mixed types, decomposing into constants,
// ignoring parts with _, accessing by index and by element label,
// returning tuples from functions, and printing whole tuples.

let serverReply = (503, "Service Unavailable")
let (replyCode, replyText) = serverReply
print("code is \(replyCode)")
print("text is \(replyText)")

let (onlyCode, _) = serverReply
print("only code: \(onlyCode)")

print("index 0: \(serverReply.0)")
print("index 1: \(serverReply.1)")

let okReply = (status: 200, summary: "OK")
print("status \(okReply.status), summary \(okReply.summary)")
print("labelled by index: \(okReply.0)")

// Printing whole tuples
print(serverReply)
print(okReply)

// A tuple returned from a function
func extremes(of values: [Int]) -> (smallest: Int, largest: Int) {
    var lo = values[0]
    var hi = values[0]
    for v in values.dropFirst() {
        if v < lo { lo = v }
        if v > hi { hi = v }
    }
    return (lo, hi)
}

let bounds = extremes(of: [14, -3, 27, 8, 0])
print("smallest \(bounds.smallest), largest \(bounds.largest)")

// Mutating a variable tuple
var cursor = (x: 0, y: 0)
cursor.x += 4
cursor.y -= 2
print("cursor at \(cursor.x),\(cursor.y)")
cursor = (10, 20)
print(cursor)

// Nested tuples
let segment = ((0, 0), (3, 4))
let ((x1, y1), (x2, y2)) = segment
let dx = x2 - x1
let dy = y2 - y1
print("squared length \(dx * dx + dy * dy)")
print(segment.1.0)

// Swapping with tuple assignment
var left = "alpha"
var right = "omega"
(left, right) = (right, left)
print("left=\(left) right=\(right)")

// Tuple of optionals
let pair: (Int?, String?) = (nil, "present")
print(pair)
if let name = pair.1 {
    print("second is \(name)")
}
print(pair.0 == nil ? "first is nil" : "first has value")

// Single-element parenthesised expression is not a tuple
let justNumber = (42)
print(justNumber + 1)

// Empty tuple / Void
let nothing: () = ()
print(nothing)

// expect: code is 503
// expect: text is Service Unavailable
// expect: only code: 503
// expect: index 0: 503
// expect: index 1: Service Unavailable
// expect: status 200, summary OK
// expect: labelled by index: 200
// expect: (503, "Service Unavailable")
// expect: (status: 200, summary: "OK")
// expect: smallest -3, largest 27
// expect: cursor at 4,-2
// expect: (x: 10, y: 20)
// expect: squared length 25
// expect: 3
// expect: left=omega right=alpha
// expect: (nil, Optional("present"))
// expect: second is present
// expect: first is nil
// expect: 43
// expect: ()
