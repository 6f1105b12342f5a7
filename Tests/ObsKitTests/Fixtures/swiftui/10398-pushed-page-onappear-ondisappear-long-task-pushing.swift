// cookbook style: a pushed page with onAppear, onDisappear and a long .task: pushing another page on top makes it disappear and cancels its task; popping back makes it appear again and starts a new task, without running its body (rules §11.1, §11.3, §14.3)
import SwiftUI

struct PageA: View {
    var body: some View {
        let _ = print("PageA body")
        VStack {
            Text("A")
            NavigationLink("To B", value: "B")
        }
        .onAppear { print("PageA appear") }
        .onDisappear { print("PageA disappear") }
        .task {
            print("PageA task start")
            try? await Task.sleep(for: .seconds(10))
            print("PageA task end, cancelled=\(Task.isCancelled)")
        }
    }
}

struct PageB: View {
    var body: some View {
        let _ = print("PageB body")
        Text("B")
            .onAppear { print("PageB appear") }
            .onDisappear { print("PageB disappear") }
    }
}

struct PagesRoot: View {
    var body: some View {
        NavigationStack {
            NavigationLink("To A", value: "A")
                .navigationDestination(for: String.self) { value in
                    if value == "A" {
                        PageA()
                    } else {
                        PageB()
                    }
                }
        }
    }
}

:mount PagesRoot()
:tap "To A"
// expect: PageA body
// expect: PageA appear
// expect: PageA task start
:tap "To B"
// expect: PageB body
// expect: PageB appear
// expect: PageA disappear
// expect: PageA task end, cancelled=true
:back
// expect: PageA appear
// expect: PageB disappear
// expect: PageA task start
:advance 10s
// expect: PageA task end, cancelled=false
