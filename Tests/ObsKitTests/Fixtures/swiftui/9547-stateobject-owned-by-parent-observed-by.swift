// SwiftUI from a community tutorial: https://packtpub.com/en-tr/product/swiftui-essentials-ios-14-edition-9781801813228/chapter/22-swiftui-state-properties-observable-state-and-environment-objects-22/section/224-state-objects-ch22lvl1sec17 (a @StateObject owned by the parent and observed by a child that comes and goes: the data outlives the child)
// SwiftUI Essentials: "Using @StateObject instead of @ObservedObject ensures that the reference is owned by the view in
// which it is declared and, therefore, will not be destroyed by SwiftUI while it is still needed, either by the local
// view in which it is declared, or any child views." Here ContentView owns `DemoData` and passes it to UserCountView
// (`@ObservedObject`), shown only while "Show details" is on. Hiding and showing the child makes a new child view, but
// the object, and its count, stay with the parent.
// - Mount: one DemoData. Add a user; hide and show the details; add another: the count goes on to 2.
import SwiftUI

class DemoData: ObservableObject {
    @Published var userCount = 0
    @Published var currentUser = ""

    init() {
        print("DemoData init")
    }

    func addUser(_ name: String) {
        userCount += 1
        currentUser = name
        print("added \(name): \(userCount) users")
    }
}

struct UserCountView: View {
    @ObservedObject var demoData: DemoData

    var body: some View {
        VStack {
            Text("\(demoData.userCount) users, latest \(demoData.currentUser)")
            Button("Add user") { demoData.addUser("User \(demoData.userCount + 1)") }
        }
        .onAppear { print("details appeared with \(demoData.userCount) users") }
    }
}

struct ContentView: View {
    @StateObject var demoData: DemoData = DemoData()
    @State private var showDetails = true

    var body: some View {
        VStack {
            Toggle("Show details", isOn: $showDetails)
            if showDetails {
                UserCountView(demoData: demoData)
            }
        }
    }
}

:mount ContentView()
// expect: DemoData init
// expect: details appeared with 0 users
:tap "Add user"
// expect: added User 1: 1 users
:toggle "Show details"
:toggle "Show details"
// expect: details appeared with 1 users
:tap "Add user"
// expect: added User 2: 2 users
