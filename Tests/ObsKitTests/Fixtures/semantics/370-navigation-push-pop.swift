// rules §14, §11: NavigationLink(destination:) makes its view in the parent body; its body runs only on push;
// what a push covers disappears and appears again on pop; navigationDestination(for:) builds on push.
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
// expect: home disappear
// expect: detail appear 1
// expect: detail disappear 1
// expect: home appear
// expect: Detail.init 7
// expect: Detail body 7
// expect: home disappear
// expect: detail appear 7
// expect: detail disappear 7
// expect: home appear
