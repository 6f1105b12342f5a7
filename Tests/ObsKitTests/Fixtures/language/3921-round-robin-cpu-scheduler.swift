// App code style: round-robin CPU scheduler simulation with a ready queue
struct Process: CustomStringConvertible {
    let pid: Int
    let arrival: Int
    var remaining: Int
    let burst: Int
    var finish: Int? = nil

    init(pid: Int, arrival: Int, burst: Int) {
        self.pid = pid; self.arrival = arrival; self.burst = burst; remaining = burst
    }

    var turnaround: Int? { finish.map { $0 - arrival } }
    var waiting: Int? { turnaround.map { $0 - burst } }
    var description: String { "P\(pid)" }
}

func roundRobin(_ input: [Process], quantum: Int) -> (order: [String], done: [Process]) {
    var pending = input.sorted { $0.arrival < $1.arrival }
    var ready: [Process] = []
    var done: [Process] = []
    var order: [String] = []
    var clock = 0
    func admit() {
        while let first = pending.first, first.arrival <= clock { ready.append(pending.removeFirst()) }
    }
    admit()
    while !ready.isEmpty || !pending.isEmpty {
        if ready.isEmpty { clock = pending[0].arrival; admit(); continue }
        var p = ready.removeFirst()
        let slice = min(quantum, p.remaining)
        order.append("\(p)@\(clock)")
        clock += slice
        p.remaining -= slice
        admit()
        if p.remaining == 0 { p.finish = clock; done.append(p) } else { ready.append(p) }
    }
    return (order, done)
}

let jobs = [Process(pid: 1, arrival: 0, burst: 5), Process(pid: 2, arrival: 1, burst: 3),
            Process(pid: 3, arrival: 2, burst: 8), Process(pid: 4, arrival: 20, burst: 2)]
for q in [2, 4] {
    let result = roundRobin(jobs, quantum: q)
    print("quantum \(q): \(result.order.joined(separator: " "))")
    for p in result.done.sorted(by: { $0.pid < $1.pid }) {
        print("  \(p) finish=\(p.finish!) turnaround=\(p.turnaround!) waiting=\(p.waiting!)")
    }
    let avg = Double(result.done.compactMap(\.waiting).reduce(0, +)) / Double(result.done.count)
    print("  average wait: \(avg)")
}
// expect: quantum 2: P1@0 P2@2 P3@4 P1@6 P2@8 P3@9 P1@11 P3@12 P3@14 P4@20
// expect:   P1 finish=12 turnaround=12 waiting=7
// expect:   P2 finish=9 turnaround=8 waiting=5
// expect:   P3 finish=16 turnaround=14 waiting=6
// expect:   P4 finish=22 turnaround=2 waiting=0
// expect:   average wait: 4.5
// expect: quantum 4: P1@0 P2@4 P3@7 P1@11 P3@12 P4@20
// expect:   P1 finish=12 turnaround=12 waiting=7
// expect:   P2 finish=7 turnaround=6 waiting=3
// expect:   P3 finish=16 turnaround=14 waiting=6
// expect:   P4 finish=22 turnaround=2 waiting=0
// expect:   average wait: 4.0
