// App code style: round-robin CPU scheduling simulation with arrival times and turnaround stats
struct Process {
    let pid: String
    let arrival: Int
    let burst: Int
}

struct ProcessStats {
    let pid: String
    let completion: Int
    let turnaround: Int
    let waiting: Int
}

func roundRobin(_ processes: [Process], quantum: Int) -> (gantt: [(pid: String, start: Int, end: Int)], stats: [ProcessStats]) {
    let pending = processes.sorted { ($0.arrival, $0.pid) < ($1.arrival, $1.pid) }
    var remaining = Dictionary(uniqueKeysWithValues: processes.map { ($0.pid, $0.burst) })
    var queue: [Process] = []
    var nextArrival = 0
    var time = 0
    var gantt: [(pid: String, start: Int, end: Int)] = []
    var finished: [String: Int] = [:]

    func admit(upTo t: Int) {
        while nextArrival < pending.count && pending[nextArrival].arrival <= t {
            queue.append(pending[nextArrival])
            nextArrival += 1
        }
    }

    admit(upTo: time)
    while finished.count < processes.count {
        if queue.isEmpty {
            time = pending[nextArrival].arrival
            admit(upTo: time)
            continue
        }
        let current = queue.removeFirst()
        let slice = min(quantum, remaining[current.pid]!)
        if let last = gantt.last, last.pid == current.pid, last.end == time {
            gantt[gantt.count - 1].end = time + slice
        } else {
            gantt.append((current.pid, time, time + slice))
        }
        time += slice
        remaining[current.pid]! -= slice
        admit(upTo: time)
        if remaining[current.pid]! > 0 {
            queue.append(current)
        } else {
            finished[current.pid] = time
        }
    }

    let stats = processes.map { p -> ProcessStats in
        let done = finished[p.pid]!
        return ProcessStats(pid: p.pid, completion: done, turnaround: done - p.arrival, waiting: done - p.arrival - p.burst)
    }
    return (gantt, stats)
}

func ganttChart(_ gantt: [(pid: String, start: Int, end: Int)]) -> String {
    gantt.map { "|\($0.pid) \($0.start)-\($0.end)" }.joined() + "|"
}

func average(_ values: [Int]) -> String {
    let total = values.reduce(0, +)
    let scaled = total * 100 / values.count
    let frac = scaled % 100
    return "\(scaled / 100).\(frac < 10 ? "0" : "")\(frac)"
}

let workload = [
    Process(pid: "P1", arrival: 0, burst: 5),
    Process(pid: "P2", arrival: 1, burst: 3),
    Process(pid: "P3", arrival: 2, burst: 1),
    Process(pid: "P4", arrival: 3, burst: 2),
    Process(pid: "P5", arrival: 4, burst: 3),
    Process(pid: "P6", arrival: 20, burst: 2),
]

for quantum in [1, 2, 4] {
    let result = roundRobin(workload, quantum: quantum)
    print("Quantum \(quantum): \(result.gantt.count) slices")
    print("  " + ganttChart(result.gantt))
    for s in result.stats where quantum == 2 {
        print("  \(s.pid): done \(s.completion), turnaround \(s.turnaround), waiting \(s.waiting)")
    }
    print("  avg turnaround \(average(result.stats.map(\.turnaround))), avg waiting \(average(result.stats.map(\.waiting)))")
}

let idleGap = roundRobin([Process(pid: "A", arrival: 3, burst: 2), Process(pid: "B", arrival: 10, burst: 1)], quantum: 5)
print("With idle time: " + ganttChart(idleGap.gantt))

// expect: Quantum 1: 15 slices
// expect:   |P1 0-1|P2 1-2|P1 2-3|P3 3-4|P2 4-5|P4 5-6|P1 6-7|P5 7-8|P2 8-9|P4 9-10|P1 10-11|P5 11-12|P1 12-13|P5 13-14|P6 20-22|
// expect:   avg turnaround 7.00, avg waiting 4.33
// expect: Quantum 2: 10 slices
// expect:   |P1 0-2|P2 2-4|P3 4-5|P1 5-7|P4 7-9|P5 9-11|P2 11-12|P1 12-13|P5 13-14|P6 20-22|
// expect:   P1: done 13, turnaround 13, waiting 8
// expect:   P2: done 12, turnaround 11, waiting 8
// expect:   P3: done 5, turnaround 3, waiting 2
// expect:   P4: done 9, turnaround 6, waiting 4
// expect:   P5: done 14, turnaround 10, waiting 7
// expect:   P6: done 22, turnaround 2, waiting 0
// expect:   avg turnaround 7.50, avg waiting 4.83
// expect: Quantum 4: 7 slices
// expect:   |P1 0-4|P2 4-7|P3 7-8|P4 8-10|P5 10-13|P1 13-14|P6 20-22|
// expect:   avg turnaround 7.33, avg waiting 4.66
// expect: With idle time: |A 3-5|B 10-11|
