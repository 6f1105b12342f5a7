// Task.immediate (SE-0472, Swift 6.2): from code on the main actor the task runs at once until it first suspends, before its creator goes on
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
@MainActor func demo() async {
    var order: [String] = []
    let t = Task.immediate { order.append("body"); return 7 }
    order.append("after")
    print(await t.value, order)
    let u = Task.immediate { () -> Int in
        order.append("u start")
        try? await Task.sleep(nanoseconds: 1000)
        order.append("u end")
        return 1
    }
    order.append("after u")
    _ = await u.value
    print(order)
}
await demo()

// expect: 7 ["body", "after"]
// expect: ["body", "after", "u start", "after u", "u end"]
