// rules §14, §11: NavigationLink(destination:) makes its view in the parent body; its body runs only on push;
// what a push covers disappears and appears again on pop; navigationDestination(for:) builds on push.
// Order corrected (2026-12-02, rules §11.1): after a push or a pop appearances come before disappearances (the incoming page appears as the transition starts, the outgoing one disappears once it ends).
struct Detail: View {
    let n: Int
    init(n: Int) { self.n = n; print("Detail.init \(n)") }
    var body: some View {
        let _ = print("Detail body \(n)")
        Text("detail \(n)").onAppear { print("detail appear \(n)") }.onDisappear { print("detail disappear \(n)") }
    }
}
struct Home: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Eager", destination: Detail(n: 1))
                NavigationLink("By value", value: 7)
            }
            .onAppear { print("home appear") }
            .onDisappear { print("home disappear") }
            .navigationDestination(for: Int.self) { n in Detail(n: n) }
        }
    }
}
:mount Home()
:tap "Eager"
:back
:tap "By value"
:back
// expect: Detail.init 1
// expect: home appear
// expect: Detail body 1
// expect: detail appear 1
// expect: home disappear
// expect: home appear
// expect: detail disappear 1
// expect: Detail.init 7
// expect: Detail body 7
// expect: detail appear 7
// expect: home disappear
// expect: home appear
// expect: detail disappear 7
