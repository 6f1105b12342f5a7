import Foundation

/// Runs workers as child processes in batches; a crash or hang ends a child, and the driver records the
/// input that was running, goes on after it, and at the end reproduces, minimises and de-duplicates what it
/// found.
final class FuzzDriver {
    struct Options {
        var count = 10_000
        var seed: UInt64 = 1
        var jobs = 1
        /// Inputs per child process (each loads the corpus once; a crash ends only the rest of its batch).
        var batch = 1000
        var out = ".build/fuzz-findings"
        var root: String?
        var limits = FuzzLimits()
        var minimizeSeconds = 900.0
        var minimize = true
        var quiet = false
        /// Only these inputs (to triage what an earlier run's log reported), instead of 0..<count.
        var only: [Int]?
    }

    struct RawFinding {
        var kind: String  // "crash" or "hang"
        var index: Int
        var stderr: String
        var signature: FuzzSignature
        var key: String
    }

    struct Unique {
        var kind: String
        var key: String
        var signature: FuzzSignature
        var reproducer: String
        var original: String
        var index: Int
        var hits: Int
        var minimized: Bool
        var reproducible: Bool
        var stderr: String
    }

    let options: Options
    let mutator: FuzzMutator
    let scratch: URL
    private let lock = NSLock()
    private var raw: [RawFinding] = []
    private var durations: [Int: Double] = [:]
    private var outcomes: [String: Int] = [:]
    private var slow: [(Int, Double)] = []
    private var completed = 0
    private var pending: [Range<Int>] = []
    private var lastReport = Date()

    init(options: Options, corpus: FuzzCorpus) {
        self.options = options
        mutator = FuzzMutator(corpus: corpus)
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("obsfuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: scratch) }

    var workerArguments: [String] {
        var arguments = ["--seed", String(options.seed)] + options.limits.arguments
        if let root = options.root { arguments += ["--root", root] }
        return arguments
    }

    func run() -> Int32 {
        let started = Date()
        if let only = options.only {
            pending = only.map { $0..<($0 + 1) }.reversed()
        } else {
            pending = stride(from: 0, to: options.count, by: options.batch).map { $0..<min(options.count, $0 + options.batch) }.reversed()
        }
        let group = DispatchGroup()
        for _ in 0..<max(1, options.jobs) {
            group.enter()
            Thread.detachNewThread { [self] in
                while let range = lock.withLock({ pending.popLast() }) {
                    runBatch(range)
                    if !options.quiet {
                        lock.withLock {
                            if Date().timeIntervalSince(lastReport) > 15 {
                                lastReport = Date()
                                let rate = Double(completed) / Date().timeIntervalSince(started)
                                FileHandle.standardError.write(Data(String(format: "obsfuzz: %d/%d inputs (%.1f/s), %d crashes, %d hangs so far\n",
                                    completed, options.count, rate, raw.filter { $0.kind == "crash" }.count,
                                    raw.filter { $0.kind == "hang" }.count).utf8))
                            }
                        }
                    }
                }
                group.leave()
            }
        }
        group.wait()
        let fuzzSeconds = Date().timeIntervalSince(started)
        let uniques = triage()
        let outFolder = write(uniques)
        printSummary(uniques, fuzzSeconds: fuzzSeconds, totalSeconds: Date().timeIntervalSince(started), folder: outFolder)
        return uniques.isEmpty ? 0 : 1
    }

    /// Runs inputs `range` in as many children as it takes: each crash or hang ends one child.
    private func runBatch(_ range: Range<Int>) {
        var next = range.lowerBound
        while next < range.upperBound {
            let arguments = ["--worker", "--from", String(next), "--to", String(range.upperBound)] + workerArguments
            let child = FuzzChild.run(arguments, scratch: scratch, stallSeconds: options.limits.hardDeadline * 10 + 30)
            var started: Int?
            var hung: Int?
            var done = 0
            lock.withLock {
                for line in child.stdout.split(separator: "\n") {
                    let parts = line.split(separator: " ")
                    guard parts.count >= 2, let index = Int(parts[1]) else { continue }
                    switch parts[0] {
                    case "start": started = index
                    case "done":
                        started = nil
                        done += 1
                        completed += 1
                        next = index + 1
                        if parts.count >= 4, let ms = Double(parts[2]) {
                            durations[index] = ms
                            outcomes[String(parts[3]), default: 0] += 1
                            if parts[3] == "interrupted" { slow.append((index, ms)) }
                        }
                    case "hang": hung = index
                    default: break
                    }
                }
            }
            if child.exitStatus == 0, child.signal == nil, !child.killed, started == nil { return }
            guard let culprit = hung ?? started else {
                // Died outside any input (at exit, say): blame the last input of the batch.
                let finding = FuzzSignature(kind: "crash", stderr: child.stderr, signal: child.signal, exitStatus: child.exitStatus)
                record(RawFinding(kind: "crash", index: max(next - 1, range.lowerBound), stderr: child.stderr, signature: finding,
                                  key: finding.key(kind: "crash") + " | outside an input"))
                return
            }
            let kind = (hung != nil || child.killed) ? "hang" : "crash"
            let signature = FuzzSignature(kind: kind, stderr: child.stderr, signal: child.signal, exitStatus: child.exitStatus)
            record(RawFinding(kind: kind, index: culprit, stderr: child.stderr, signature: signature, key: signature.key(kind: kind)))
            lock.withLock { completed += 1 }
            next = culprit + 1
        }
    }

    private func record(_ finding: RawFinding) {
        lock.withLock { raw.append(finding) }
        if !options.quiet {
            FileHandle.standardError.write(Data("obsfuzz: \(finding.kind) at input \(finding.index): \(finding.signature.message)\n".utf8))
        }
    }

    // MARK: Reproduce, minimise, de-duplicate

    struct SingleRun {
        var kind: String  // ok, crash, hang
        var signature: FuzzSignature
        var stderr: String
    }

    func runSingle(_ text: String, limits: FuzzLimits, backtraceHangs: Bool) -> SingleRun {
        let file = scratch.appendingPathComponent("candidate-\(UUID().uuidString).swift")
        try? text.write(to: file, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        var arguments = ["--run", file.path] + limits.arguments
        if !backtraceHangs { arguments.append("--no-hang-backtrace") }
        let child = FuzzChild.run(arguments, scratch: scratch, stallSeconds: limits.hardDeadline * 10 + 30)
        let kind: String
        if child.stdout.contains("hang 0") || child.killed {
            kind = "hang"
        } else if child.exitStatus == 0 && child.signal == nil {
            kind = "ok"
        } else {
            kind = "crash"
        }
        return SingleRun(kind: kind, signature: FuzzSignature(kind: kind, stderr: child.stderr, signal: child.signal, exitStatus: child.exitStatus),
                         stderr: child.stderr)
    }

    private func triage() -> [Unique] {
        var uniques: [Unique] = []
        let budgetEnd = Date().addingTimeInterval(options.minimizeSeconds)
        // One representative per raw signature: the shortest input.
        var groups: [String: [RawFinding]] = [:]
        for finding in raw { groups[finding.key, default: []].append(finding) }
        let ordered = groups.values.sorted { $0[0].index < $1[0].index }
        for group in ordered {
            let inputs = group.map { ($0, mutator.input(seed: options.seed, index: $0.index)) }
            let (first, original) = inputs.min { $0.1.utf8.count < $1.1.utf8.count }!
            var reproducer = original
            var signature = first.signature
            var stderr = first.stderr
            var minimized = false
            var reproducible = true
            if options.minimize, Date() < budgetEnd {
                let probe = runSingle(original, limits: options.limits, backtraceHangs: true)
                if probe.kind != first.kind {
                    reproducible = false
                } else {
                    signature = probe.signature
                    stderr = probe.stderr
                    let target = probe
                    var quick = options.limits
                    quick.hardDeadline = min(quick.hardDeadline, max(2.5, quick.softDeadline + 1))
                    let minimizer = FuzzMinimizer(deadline: min(budgetEnd, Date().addingTimeInterval(180))) { [self] text in
                        let run = runSingle(text, limits: quick, backtraceHangs: false)
                        guard run.kind == target.kind else { return false }
                        if run.kind == "hang" { return true }
                        return run.signature.message == target.signature.message
                            && (target.signature.frames.isEmpty || !Set(run.signature.frames.prefix(8)).isDisjoint(with: target.signature.frames.prefix(8)))
                    }
                    reproducer = minimizer.minimize(original)
                    minimized = true
                    let final = runSingle(reproducer, limits: options.limits, backtraceHangs: true)
                    if final.kind == first.kind {
                        signature = final.signature
                        stderr = final.stderr
                    }
                }
            }
            let key = signature.key(kind: first.kind)
            if let same = uniques.firstIndex(where: { $0.key == key && $0.kind == first.kind }) {
                uniques[same].hits += group.count
                if reproducer.utf8.count < uniques[same].reproducer.utf8.count { uniques[same].reproducer = reproducer }
                continue
            }
            uniques.append(Unique(kind: first.kind, key: key, signature: signature, reproducer: reproducer, original: original,
                                  index: first.index, hits: group.count, minimized: minimized, reproducible: reproducible, stderr: stderr))
            if !options.quiet {
                FileHandle.standardError.write(Data("obsfuzz: unique \(first.kind) #\(uniques.count): \(signature.message)\n".utf8))
            }
        }
        return uniques
    }

    private func write(_ uniques: [Unique]) -> String? {
        guard !uniques.isEmpty else { return nil }
        let folder = URL(fileURLWithPath: options.out)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for unique in uniques {
            let name = "\(unique.kind)-\(fnv(unique.key))"
            let header = """
                // obsfuzz \(unique.kind): \(unique.signature.message)
                // seed \(options.seed), input \(unique.index), \(unique.hits) hit(s)\(unique.minimized ? ", minimised" : "")\(unique.reproducible ? "" : ", NOT reproducible alone")
                // signature: \(unique.key)

                """
            try? (header + unique.reproducer + "\n").write(to: folder.appendingPathComponent(name + ".swift"), atomically: true, encoding: .utf8)
            try? unique.original.write(to: folder.appendingPathComponent(name + ".original.swift"), atomically: true, encoding: .utf8)
            let frames = zip(unique.signature.frames, unique.signature.locations).prefix(40).map { "  \($0.0)  \($0.1)" }.joined(separator: "\n")
            try? "\(unique.signature.message)\n\nframes (ours):\n\(frames)\n\nstderr:\n\(unique.stderr.prefix(20_000))\n"
                .write(to: folder.appendingPathComponent(name + ".txt"), atomically: true, encoding: .utf8)
        }
        return folder.path
    }

    private func printSummary(_ uniques: [Unique], fuzzSeconds: Double, totalSeconds: Double, folder: String?) {
        let crashes = raw.filter { $0.kind == "crash" }.count, hangs = raw.filter { $0.kind == "hang" }.count
        let rate = Double(completed) / max(fuzzSeconds, 0.001)
        var lines = [
            "obsfuzz summary",
            "  seed \(options.seed), inputs run \(completed) of \(options.only?.count ?? options.count), jobs \(options.jobs)",
            String(format: "  fuzzing %.1f s, %.1f inputs/second (%.1f s in all, with triage)", fuzzSeconds, rate, totalSeconds),
            "  outcomes: ok \(outcomes["ok", default: 0]), script error \(outcomes["error", default: 0]), "
                + "stopped at the soft deadline \(outcomes["interrupted", default: 0])",
            "  crashes \(crashes), hangs \(hangs), unique classes \(uniques.count)",
        ]
        if let slowest = durations.max(by: { $0.value < $1.value }) {
            lines.append(String(format: "  slowest input that returned: #%d, %.0f ms", slowest.key, slowest.value))
        }
        for unique in uniques {
            lines.append("  - \(unique.kind) x\(unique.hits): \(unique.signature.message)  [\(unique.kind)-\(fnv(unique.key)).swift]")
        }
        if let folder { lines.append("  reproducers in \(folder)") }
        print(lines.joined(separator: "\n"))
    }
}

func fnv(_ text: String) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return String(hash & 0xFFFF_FFFF, radix: 16)
}

/// Delta debugging: drops chunks of lines, then of tokens, while the input still fails the same way.
struct FuzzMinimizer {
    let deadline: Date
    let failsTheSameWay: (String) -> Bool

    init(deadline: Date, _ test: @escaping (String) -> Bool) {
        self.deadline = deadline
        failsTheSameWay = test
    }

    func minimize(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines = ddmin(lines) { $0.joined(separator: "\n") }
        var current = lines.joined(separator: "\n")
        // Tokens, each with the spaces before it, so dropping one keeps its neighbours apart.
        var units: [String] = []
        var pending = ""
        for token in FuzzLexer.tokens(current) {
            pending += token.text
            if !token.isTrivia || token.kind == .comment { units.append(pending); pending = "" }
        }
        if !pending.isEmpty { units.append(pending) }
        units = ddmin(units) { $0.joined() }
        current = units.joined()
        return current
    }

    private func ddmin(_ start: [String], join: ([String]) -> String) -> [String] {
        var units = start
        var granularity = 2
        while units.count >= 2, Date() < deadline {
            let chunk = (units.count + granularity - 1) / granularity
            var reduced = false
            var offset = 0
            while offset < units.count, Date() < deadline {
                var candidate = units
                candidate.removeSubrange(offset..<min(units.count, offset + chunk))
                if failsTheSameWay(join(candidate)) {
                    units = candidate
                    granularity = max(granularity - 1, 2)
                    reduced = true
                    break
                }
                offset += chunk
            }
            if !reduced {
                if granularity >= units.count { break }
                granularity = min(units.count, granularity * 2)
            }
        }
        if units.count == 1, failsTheSameWay(join([])) { return [] }
        return units
    }
}
