// Stack Overflow style (GeometryReader in a NavigationStack): the list screen and a pushed detail both read the 393-point portrait width, and appear/disappear follow the push and pop (rules §15.9, §14.3, §11.1) (expectation corrected against rules §11.1)
import SwiftUI

struct DetailView: View {
    let item: String

    var body: some View {
        GeometryReader { proxy in
            Text(item)
                .frame(width: proxy.size.width * 0.8)
                .onAppear { print("detail \(item) width \(proxy.size.width)") }
                .onDisappear { print("detail \(item) gone") }
        }
        .navigationTitle(item)
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            GeometryReader { proxy in
                VStack {
                    NavigationLink("Open Alpha") { DetailView(item: "Alpha") }
                    NavigationLink("Open Beta") { DetailView(item: "Beta") }
                }
                .frame(width: proxy.size.width)
                .onAppear { print("home width \(proxy.size.width)") }
            }
            .navigationTitle("Home")
        }
    }
}
:mount ContentView()
// expect: home width 393.0
:tap "Open Beta"
// expect: detail Beta width 393.0
:back
// expect: home width 393.0
// expect: detail Beta gone
