// Compiler test style (concurrency): TaskLocal values of custom types across async let, groups and tasks
struct RequestContext: Sendable, CustomStringConvertible {
    var user: String
    var roles: [String]
    var description: String { "\(user)[\(roles.joined(separator: ","))]" }
}

enum Context {
    @TaskLocal static var current: RequestContext?
    @TaskLocal static var attempt = 1
}

func whoAmI() -> String {
    guard let ctx = Context.current else { return "anonymous#\(Context.attempt)" }
    return "\(ctx)#\(Context.attempt)"
}

func authorize(_ action: String) async -> String {
    guard let ctx = Context.current else { return "\(action): denied (no context)" }
    return ctx.roles.contains("admin") ? "\(action): allowed for \(ctx.user)" : "\(action): denied for \(ctx.user)"
}

print(whoAmI())
print(await authorize("delete"))

let admin = RequestContext(user: "noor", roles: ["admin", "dev"])
await Context.$current.withValue(admin) {
    print(whoAmI())
    async let check = authorize("deploy")
    print(await check)
    await Context.$attempt.withValue(2) {
        let results = await withTaskGroup(of: String.self) { group in
            group.addTask { whoAmI() }
            group.addTask { await authorize("restart") }
            var out: [String] = []
            for await r in group { out.append(r) }
            return out.sorted()
        }
        results.forEach { print($0) }
    }
    var guest = admin
    guest.user = "guest"
    guest.roles = ["viewer"]
    await Context.$current.withValue(guest) {
        print(await authorize("deploy"))
        print(await Task { whoAmI() }.value)
    }
    print("restored:", whoAmI())
}
print("outside:", whoAmI())

let attempts = await withTaskGroup(of: Int.self) { group in
    for i in 1...4 {
        group.addTask { Context.$attempt.withValue(i * 10) { Context.attempt } }
    }
    return await group.reduce(0, +)
}
print("attempt sum:", attempts, "current:", Context.attempt)
print("projected type:", type(of: Context.$attempt))

// expect: anonymous#1
// expect: delete: denied (no context)
// expect: noor[admin,dev]#1
// expect: deploy: allowed for noor
// expect: noor[admin,dev]#2
// expect: restart: allowed for noor
// expect: deploy: denied for guest
// expect: guest[viewer]#1
// expect: restored: noor[admin,dev]#1
// expect: outside: anonymous#1
// expect: attempt sum: 100 current: 1
// expect: projected type: TaskLocal<Int>
