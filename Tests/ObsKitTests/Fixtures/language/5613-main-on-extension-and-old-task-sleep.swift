// Compiler test style (entry points): `@main` written on an extension of the type that declares `static func main()`, which awaits the first Task.sleep API (nanoseconds, unlabelled, not throwing) (expected output: swiftc 6.3.1 -parse-as-library on this machine)
struct Tool {
    static func main() async {
        print("tool starts")
        let worker = Task {
            await Task.sleep(2_000_000)
            return "worker done"
        }
        await Task.sleep(1_000_000)
        print("main slept")
        print(await worker.value)
    }
}

@main
extension Tool {}

// expect: tool starts
// expect: main slept
// expect: worker done
