import Foundation
import ObsKit

// obsbench: the view graph's costs at a given size, timed inside one process with the machine's clock
// (ObsKit itself has no clock; this driver does). bench/run calls it at several sizes and prints ratios.
//
//   obsbench rows N [--repeat K] [--only row|idle|root] [--cpu]
//                                  a ForEach of N rows, each observing its own model: prints the figures
//                                  below as `name value` lines (times in microseconds, medians of K turns;
//                                  --cpu: the thread's CPU time, not the wall clock's)
//
//   mount_us_per_row     mounting, per row
//   node_bytes           resident memory added by the mount, per view node (two per row: host and Row)
//   row_change_us        one row's model changes (a turn)
//   idle_us              a turn that changes nothing
//   root_change_us       the root's own @State changes; every row's input is equal, so none runs
//   tree_ms subs_ms objects_ms   the inspector's :tree, :subs and :objects
//
//   obsbench session [--repeat K]  a new session (the library prelude compiled and run): session_ms, the
//                                  median of K sessions made one after another

func script(rows: Int) -> String {
    """
    final class RowModel: ObservableObject { @Published var value = 0 }
    let models = (0..<\(rows)).map { _ in RowModel() }
    struct Row: View {
        @ObservedObject var model: RowModel
        var body: some View { Text("\\(model.value)") }
    }
    struct Rows: View {
        @State var tick = 0
        var body: some View {
            VStack {
                Text("tick \\(tick)")
                ForEach(0..<models.count, id: \\.self) { index in Row(model: models[index]) }
            }
        }
    }
    """
}

func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

func micros(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

@discardableResult
func run(_ session: Session, _ input: String) -> TurnResult {
    let entry: InputAccumulator.Entry = input.hasPrefix(":") ? .command(input, line: 1) : .swift(input, firstLine: 1)
    let result = session.run(entry, fileName: "bench.swift")
    if let error = result.errors.first {
        FileHandle.standardError.write(Data("obsbench: \(input): \(error.rendered())\n".utf8))
        exit(1)
    }
    return result
}

/// Microseconds `body` took: by the wall clock, or with `--cpu` the thread's own CPU time (steadier on a
/// machine other work shares).
func timed(_ body: () -> Void) -> Double {
    if cpuTime {
        func now() -> Double {
            var spec = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
            return Double(spec.tv_sec) * 1e6 + Double(spec.tv_nsec) / 1e3
        }
        let start = now()
        body()
        return now() - start
    }
    let clock = ContinuousClock()
    let start = clock.now
    body()
    return micros(clock.now - start)
}

func rows(_ count: Int, repeats: Int) {
    let session = Session()
    session.typeChecking = false
    run(session, script(rows: count))
    let before = residentBytes()
    let mount = timed { run(session, ":mount Rows()") }
    // The root, and per row a ForEach host node and the Row node it makes.
    let nodes = 2 * count + 1
    print("mount_us_per_row", String(format: "%.2f", mount / Double(count)))
    print("node_bytes", (residentBytes() - before) / nodes)
    // The root's @State, reachable from Swift as a binding of the view's own.
    run(session, ":bind tick = Rows.tick")
    // Each kind of turn in its own run of turns, so each is measured in its steady state (a root change
    // frees many small objects, and the allocator's clean-up would land on whatever turn came next).
    func measure(_ kind: String, _ input: (Int) -> String) -> [Double] {
        guard only == nil || only!.contains(kind) else { return [] }
        return (0..<repeats).map { round in timed { run(session, input(round)) } }
    }
    let change = measure("row") { "models[\(($0 * 7919) % count)].value += 1" }
    let idle = measure("idle") { _ in "_ = 0" }
    let root = measure("root") { _ in "tick += 1" }
    print("row_change_us", String(format: "%.1f", median(change)))
    print("idle_us", String(format: "%.1f", median(idle)))
    print("root_change_us", String(format: "%.1f", median(root)))
    for command in ["tree", "subs", "objects"] where only == nil || only!.contains(command) {
        print("\(command)_ms", String(format: "%.2f", timed { run(session, ":\(command)") } / 1000))
    }
}

func sessions(repeats: Int) {
    var made: [Session] = []
    let times = (0..<repeats).map { _ in timed { made.append(Session()) } }
    print("session_ms", String(format: "%.2f", median(times) / 1000))
}

let arguments = Array(CommandLine.arguments.dropFirst())
/// `--only row|idle|root`: time only that turn (for a profile of it).
let only = arguments.firstIndex(of: "--only").map { arguments[$0 + 1] }
let cpuTime = arguments.contains("--cpu")
let repeats = arguments.firstIndex(of: "--repeat").flatMap { Int(arguments[$0 + 1]) } ?? 21
if arguments.first == "rows", arguments.count >= 2, let count = Int(arguments[1]), count > 0 {
    rows(count, repeats: repeats)
} else if arguments.first == "session" {
    sessions(repeats: repeats)
} else {
    FileHandle.standardError.write(Data("usage: obsbench rows N [--repeat K] [--only KIND] [--cpu] | obsbench session [--repeat K]\n".utf8))
    exit(2)
}
