// App code style: rendering progress bars and task status lines with custom terminators

struct Task {
    let name: String
    let total: Int
    var done: Int
}

func bar(_ done: Int, _ total: Int, width: Int = 20) -> String {
    let filled = total == 0 ? width : done * width / total
    return "[" + String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled) + "]"
}

func percent(_ done: Int, _ total: Int) -> String {
    let p = total == 0 ? 100 : done * 100 / total
    let s = String(p)
    return String(repeating: " ", count: 3 - s.count) + s + "%"
}

var tasks = [
    Task(name: "download", total: 50, done: 0),
    Task(name: "unpack", total: 10, done: 0),
    Task(name: "index", total: 0, done: 0),
]

func render(_ t: Task) {
    let name = t.name + String(repeating: ".", count: 10 - t.name.count)
    print(name, bar(t.done, t.total), percent(t.done, t.total), separator: " ")
}

for step in 0..<3 {
    print("-- step \(step) --")
    for i in tasks.indices {
        tasks[i].done = min(tasks[i].total, tasks[i].done + (i + 1) * 9)
        render(tasks[i])
    }
}

print("spinner: ", terminator: "")
let frames: [Character] = ["|", "/", "-", "\\"]
for i in 0..<8 {
    print(frames[i % frames.count], terminator: i == 7 ? "\n" : "")
}

print("dots", terminator: "")
for _ in 0..<5 { print(".", terminator: "") }
print(" done")

let finished = tasks.filter { $0.done == $0.total }.map { $0.name }
print("finished:", finished)
let remaining = tasks.map { ($0.name, $0.total - $0.done) }
print("remaining:", remaining)
print(bar(1, 3, width: 9), bar(3, 3, width: 3), bar(0, 5, width: 0))
print(percent(1, 3), percent(2, 3), percent(0, 0))
print(tasks[0])

// expect: -- step 0 --
// expect: download.. [===                 ]  18%
// expect: unpack.... [====================] 100%
// expect: index..... [====================] 100%
// expect: -- step 1 --
// expect: download.. [=======             ]  36%
// expect: unpack.... [====================] 100%
// expect: index..... [====================] 100%
// expect: -- step 2 --
// expect: download.. [==========          ]  54%
// expect: unpack.... [====================] 100%
// expect: index..... [====================] 100%
// expect: spinner: |/-\|/-\
// expect: dots..... done
// expect: finished: ["unpack", "index"]
// expect: remaining: [("download", 23), ("unpack", 0), ("index", 0)]
// expect: [===      ] [===] []
// expect:  33%  66% 100%
// expect: Task(name: "download", total: 50, done: 27)
