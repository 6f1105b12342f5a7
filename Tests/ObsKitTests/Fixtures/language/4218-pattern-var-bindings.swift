// Compiler test style: var bindings inside patterns, mixed let/var, and mutation of bound values
enum Packet {
    case data(id: Int, payload: [Int])
    case ack(Int)
    case reset
}

let stream: [Packet] = [
    .data(id: 1, payload: [3, 1, 2]),
    .ack(1),
    .data(id: 2, payload: []),
    .reset,
    .data(id: 3, payload: [9, 8]),
    .ack(7),
]

for packet in stream {
    switch packet {
    case .data(let id, var payload) where !payload.isEmpty:
        payload.sort()
        payload.append(payload.reduce(0, +))
        print("data \(id): sorted with checksum \(payload)")
    case .data(let id, _):
        print("data \(id): empty")
    case .ack(var n):
        n *= 100
        print("ack scaled to \(n)")
    case .reset:
        print("reset")
    }
}

if case .data(_, var p) = stream[4] {
    p.reverse()
    print("reversed copy \(p)")
}
if case .data(_, let original) = stream[4] {
    print("original untouched \(original)")
}

let coordinates = [(1, 2), (3, -4), (-5, 6)]
for case (var px, var py) in coordinates {
    if px < 0 { px = -px }
    if py < 0 { py = -py }
    print("abs point (\(px), \(py))")
}

var counter = 0
for var value in [5, 12, 7] {
    while value > 1 {
        value = value % 2 == 0 ? value / 2 : 3 * value + 1
        counter += 1
    }
}
print("collatz steps total \(counter)")

func normalize(_ input: (name: String, score: Int?)) -> String {
    switch input {
    case (var n, let s?) where s > 100:
        n = n.uppercased()
        return "\(n): capped at 100 (was \(s))"
    case (let n, var s?):
        s = max(s, 0)
        return "\(n): \(s)"
    case (let n, nil):
        return "\(n): no score"
    }
}

print(normalize(("ann", 150)))
print(normalize(("bob", -3)))
print(normalize(("cid", 77)))
print(normalize(("dee", nil)))

var matrix = [[1, 2], [3, 4]]
for (i, var row) in matrix.enumerated() {
    row = row.map { $0 * (i + 1) }
    matrix[i] = row
}
print("scaled matrix \(matrix)")

// Expected output:
// expect: data 1: sorted with checksum [1, 2, 3, 6]
// expect: ack scaled to 100
// expect: data 2: empty
// expect: reset
// expect: data 3: sorted with checksum [8, 9, 17]
// expect: ack scaled to 700
// expect: reversed copy [8, 9]
// expect: original untouched [9, 8]
// expect: abs point (1, 2)
// expect: abs point (3, 4)
// expect: abs point (5, 6)
// expect: collatz steps total 30
// expect: ANN: capped at 100 (was 150)
// expect: bob: 0
// expect: cid: 77
// expect: dee: no score
// expect: scaled matrix [[1, 2], [6, 8]]
