// Class: hang (found by obsfuzz after this stop's corpora: a NavigationStack whose path got a NaN. The
// graph's check for a changed path compared the value read again with `==`, which a NaN never meets, so
// it re-rendered without end; a pass through presentations did not count towards the graph's limit).
// The fuzzer's input added a Double to an Int path, which swiftc rejects; this fixture keeps the path of
// Doubles, which swiftc accepts. ObsREPL now treats the same value read again as unchanged (a NaN too), and
// every pass through presentations counts towards the graph's limit.
struct LevelView: View {
    let level: Double
    @Binding var path: [Double]
    var body: some View {
        Button("Next") { path.append(level + Double.nan) }
            .navigationTitle("Level \(level)")
    }
}

struct PathDemo: View {
    @State private var path: [Double] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Start") { path.append(1) }
                .navigationDestination(for: Double.self) { level in
                    LevelView(level: level, path: $path)
                }
        }
    }
}

:mount PathDemo()
:tap "Start"
:tap "Next"
print("path has", 2, "levels")
// expect: path has 2 levels
