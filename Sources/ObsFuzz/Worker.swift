import CObsSupport
import Foundation
import ObsKit
#if canImport(Glibc)
import Glibc
#endif

/// Limits for one input.
struct FuzzLimits {
    /// Calls and loop iterations before the interpreter stops the input (`--max-steps`).
    var stepBudget = 2_000_000
    /// After this many seconds of CPU the watchdog asks for an interrupt (as Ctrl-C does). Deadlines count
    /// the worker's CPU time, so a loaded machine does not turn slow inputs into hangs; an input that
    /// uses no CPU (a deadlock) is a hang after ten times the hard deadline of wall time.
    var softDeadline = 1.0
    /// After this many seconds of CPU an input that still has not returned is a hang: the worker says so and ends.
    var hardDeadline = 3.0
    /// Address space of a worker, so a huge allocation fails here instead of taking the machine.
    var memoryMegabytes = 4096
    /// The limit for script values (obsrepl's `--max-memory`, 1 GiB by default there): an input that doubles a
    /// string until it is stopped is stopped as surely at 128 MiB, without faulting in a gigabyte first (that
    /// was a fifth of a fuzz run's time, in the kernel).
    var valueMegabytes = 128

    var arguments: [String] {
        ["--max-steps", String(stepBudget), "--soft-deadline", String(softDeadline), "--hard-deadline", String(hardDeadline),
         "--memory-mb", String(memoryMegabytes), "--value-memory-mb", String(valueMegabytes)]
    }
}

/// Exit status of a worker whose input did not return by the hard deadline.
let fuzzHangExitCode: Int32 = 86

/// Runs inputs in this process, each in a fresh `Session`; a watchdog thread interrupts an input at the
/// soft deadline and declares a hang at the hard deadline. Progress goes to stdout, one line per event,
/// unbuffered, so a driver knows which input was running when this process died:
/// `start I`, then `done I MILLISECONDS ok|error|interrupted`, or `hang I`.
final class FuzzWorker {
    let limits: FuzzLimits
    private let lock = NSLock()
    private var current: (index: Int, started: UInt64, cpuStarted: Double, interrupted: Bool)?
    /// The thread that runs the inputs (the watchdog signals it at a hang, for its backtrace).
    private var runner: pthread_t?
    /// When true the watchdog sends SIGQUIT to the hung thread first, so Swift's backtracer shows where it hangs.
    let backtraceHangs: Bool

    init(limits: FuzzLimits, backtraceHangs: Bool) {
        self.limits = limits
        self.backtraceHangs = backtraceHangs
        var memory = rlimit(rlim_cur: rlim_t(limits.memoryMegabytes) << 20, rlim_max: rlim_t(limits.memoryMegabytes) << 20)
        setrlimit(Int32(RLIMIT_AS.rawValue), &memory)
        var core = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(Int32(RLIMIT_CORE.rawValue), &core)
        let watchdog = Thread { [unowned self] in self.watch() }
        watchdog.stackSize = 1 << 20
        watchdog.start()
    }

    static func say(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(1, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }

    enum Outcome: String { case ok, error, interrupted }

    /// Runs `body` on a thread with obsrepl's stack (512 MiB, as its main.swift gives the thread that runs
    /// scripts), so what overflows the stack here overflows it there; returns when `body` has.
    func onRunnerThread(_ body: @escaping () -> Void) {
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread { [unowned self] in
            lock.withLock { runner = pthread_self() }
            // A stack of its own for signal handlers, so Swift's backtracer can report a stack overflow here.
            let size = 1 << 20
            var alternate = stack_t(ss_sp: UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16), ss_flags: 0, ss_size: size)
            sigaltstack(&alternate, nil)
            body()
            finished.signal()
        }
        thread.stackSize = 1 << 29
        thread.start()
        finished.wait()
    }

    /// Runs one input to its end; returns how it ended and how long it took.
    func run(_ text: String, index: Int) -> (Outcome, Double) {
        _ = obs_take_interrupt()  // a request left over from the input before is not for this one
        let started = DispatchTime.now().uptimeNanoseconds
        lock.withLock { current = (index, started, Self.processCPUSeconds(), false) }
        var outcome = Outcome.ok
        do {
            let session = Session()
            session.stepBudget = limits.stepBudget
            session.memoryBudget = limits.valueMegabytes << 20
            // As `obsrepl run`: the budget bounds the whole input, not each of its turns.
            session.countsStepsPerTurn = false
            let result = Playback.run(text, fileName: "fuzz.swift", in: session)
            if result.error != nil { outcome = .error }
        }
        let interrupted = lock.withLock { () -> Bool in
            defer { current = nil }
            return current?.interrupted ?? false
        }
        if interrupted { outcome = .interrupted }
        return (outcome, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
    }

    /// CPU time of this process (all its threads: a script's tasks run on threads of their own).
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private func watch() {
        while true {
            usleep(20_000)
            let now = DispatchTime.now().uptimeNanoseconds
            let cpu = Self.processCPUSeconds()
            var hung: Int?
            lock.withLock {
                guard let running = current else { return }
                // `now` was read before the lock: an input may have started since.
                let wall = now > running.started ? Double(now - running.started) / 1e9 : 0
                let elapsed = cpu - running.cpuStarted
                if elapsed > limits.softDeadline, !running.interrupted {
                    current?.interrupted = true
                    obs_request_interrupt()
                }
                if elapsed > limits.hardDeadline || wall > limits.hardDeadline * 10 { hung = running.index }
            }
            guard let hung else { continue }
            FuzzWorker.say("hang \(hung)")
            if backtraceHangs {
                if let runner = lock.withLock({ self.runner }) { pthread_kill(runner, SIGQUIT) }
                sleep(20)
            }
            _exit(fuzzHangExitCode)
        }
    }
}
