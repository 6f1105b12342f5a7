// Advent of Code style: HASH algorithm over asciiValue and lens boxes with ordered labels
let input = "rn=1,cm-,qp=3,cm=2,qp-,pc=4,ot=9,ab=5,pc-,pc=6,ot=7"

func hash(_ s: Substring) -> Int {
    var value = 0
    for c in s.utf8 {
        value = (value + Int(c)) * 17 % 256
    }
    return value
}

let steps = input.split(separator: ",")
print("HASH of HASH: \(hash("HASH"))")
print("Part 1: \(steps.map(hash).reduce(0, +))")

struct Lens {
    let label: Substring
    var focal: Int
}

var boxes = Array(repeating: [Lens](), count: 256)
for step in steps {
    if step.hasSuffix("-") {
        let label = step.dropLast()
        boxes[hash(label)].removeAll { $0.label == label }
    } else {
        let parts = step.split(separator: "=")
        let label = parts[0]
        let focal = Int(parts[1])!
        let b = hash(label)
        if let idx = boxes[b].firstIndex(where: { $0.label == label }) {
            boxes[b][idx].focal = focal
        } else {
            boxes[b].append(Lens(label: label, focal: focal))
        }
    }
}

var power = 0
for (b, box) in boxes.enumerated() where !box.isEmpty {
    print("Box \(b): " + box.map { "[\($0.label) \($0.focal)]" }.joined(separator: " "))
    for (slot, lens) in box.enumerated() {
        power += (b + 1) * (slot + 1) * lens.focal
    }
}
print("Part 2: \(power)")

// expect: HASH of HASH: 52
// expect: Part 1: 1320
// expect: Box 0: [rn 1] [cm 2]
// expect: Box 3: [ot 7] [ab 5] [pc 6]
// expect: Part 2: 145
