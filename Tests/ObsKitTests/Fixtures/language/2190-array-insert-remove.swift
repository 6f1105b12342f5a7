// Compiler test style (stdlib): Array insert/remove(at:)/removeAll(where:)/replaceSubrange/swapAt
var playlist = ["intro", "verse", "chorus", "bridge", "outro"]
playlist.insert("prelude", at: 0)
playlist.insert("solo", at: 4)
print(playlist)

let removed = playlist.remove(at: 2)
print("removed:", removed, "count:", playlist.count)

playlist.removeAll(where: { $0.hasPrefix("s") })
print(playlist)

playlist.replaceSubrange(1..<3, with: ["hook", "drop", "breakdown"])
print(playlist)

playlist.swapAt(0, playlist.count - 1)
print(playlist)

var temperatures = [18, 21, 25, 19, 30, 27, 22]
let first = temperatures.removeFirst()
let last = temperatures.removeLast()
print(first, last, temperatures)

temperatures.removeFirst(2)
temperatures.removeLast(1)
print(temperatures)

temperatures.append(contentsOf: [40, 41])
temperatures.insert(contentsOf: [0, 1], at: 1)
print(temperatures)

temperatures.replaceSubrange(2..<4, with: [])
print(temperatures, temperatures.isEmpty)

var stack: [Int] = []
print(stack.popLast() as Any)
stack.append(9)
print(stack.popLast() as Any, stack.count)

var letters = Array("abcdef")
letters.removeSubrange(1...3)
print(String(letters))
letters.removeAll(keepingCapacity: true)
print(letters.count, letters.capacity >= 0)

// expect: ["prelude", "intro", "verse", "chorus", "solo", "bridge", "outro"]
// expect: removed: verse count: 6
// expect: ["prelude", "intro", "chorus", "bridge", "outro"]
// expect: ["prelude", "hook", "drop", "breakdown", "bridge", "outro"]
// expect: ["outro", "hook", "drop", "breakdown", "bridge", "prelude"]
// expect: 18 22 [21, 25, 19, 30, 27]
// expect: [19, 30]
// expect: [19, 0, 1, 30, 40, 41]
// expect: [19, 0, 40, 41] false
// expect: nil
// expect: Optional(9) 0
// expect: aef
// expect: 0 true
