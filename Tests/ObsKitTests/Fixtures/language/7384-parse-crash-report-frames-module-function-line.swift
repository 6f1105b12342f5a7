// Swift Regex style (stack traces): parse crash report frames into module, function and line with named captures and filter app frames
let report = """
Thread 0 Crashed:
0   MyApp          0x0000000100a1 ViewModel.load() + 44 (ViewModel.swift:88)
1   MyApp          0x0000000100b2 closure #1 in ContentView.body.getter + 12 (ContentView.swift:31)
2   SwiftUI        0x00000001f0c3 ViewGraph.update() + 200
3   libdispatch    0x00000001a0d4 _dispatch_call_block + 32
4   MyApp          0x0000000100e5 main + 8 (main.swift:5)
"""

let frame = #/(?<index>\d+)\s+(?<module>\S+)\s+0x[0-9a-f]+ (?<symbol>.+?) \+ \d+(?: \((?<file>[\w.]+):(?<line>\d+)\))?/#

struct Frame {
    let index: Int
    let module: String
    let symbol: String
    let location: String?
}

var frames: [Frame] = []
for line in report.split(separator: "\n") {
    guard let m = line.wholeMatch(of: frame) else { continue }
    var location: String? = nil
    if let file = m.file, let number = m.line {
        location = "\(file):\(number)"
    }
    frames.append(Frame(index: Int(m.index)!, module: String(m.module), symbol: String(m.symbol), location: location))
}

print("\(frames.count) frames")
for f in frames where f.module == "MyApp" {
    print("#\(f.index) \(f.symbol) at \(f.location ?? "?")")
}
let modules = Set(frames.map(\.module)).sorted()
print("modules:", modules.joined(separator: ", "))
let topSymbol = frames.first.map { $0.symbol.replacing(#/\(\)$/#, with: "") } ?? "none"
print("crashed in:", topSymbol)

// expect: 5 frames
// expect: #0 ViewModel.load() at ViewModel.swift:88
// expect: #1 closure #1 in ContentView.body.getter at ContentView.swift:31
// expect: #4 main at main.swift:5
// expect: modules: MyApp, SwiftUI, libdispatch
// expect: crashed in: ViewModel.load
