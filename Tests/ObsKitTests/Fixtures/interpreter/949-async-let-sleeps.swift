// async let starts child tasks that run while the parent continues; awaiting them gives their values in the order asked.
// Expected output: swiftc 6.3.1 on this machine.
func load(_ name: String, ms: UInt64) async -> String {
    try? await Task.sleep(nanoseconds: ms * 1_000_000)
    return name.uppercased()
}
func dashboard() async -> [String] {
    async let profile = load("profile", ms: 30)
    async let feed = load("feed", ms: 10)
    async let badges = load("badges", ms: 20)
    return await [profile, feed, badges]
}
let parts = await dashboard()
print(parts)
async let total = load("total", ms: 5)
print("waiting")
print(await total)

// expect: ["PROFILE", "FEED", "BADGES"]
// expect: waiting
// expect: TOTAL
