// Follows "Calling Asynchronous Functions in Parallel" in The Swift Programming Language, Concurrency
// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/concurrency): "write async in front
// of let when you define a constant, and then write await each time you use the constant"; the child tasks start at
// once and run in parallel. Own code: a @MainActor profile model loads a name (2 s) and a follower count (1 s)
// together, from a `.task` (Apple `view/task(priority:_:)`).
// - The two fetches finish at 1 s and 2 s of the virtual clock, each in a turn of its own (README `:advance`); the
//   whole load takes 2 s, not 3 s, and the model resumes after both.
// - The model's @Published writes, made after both arrived, run the body once (rules §4.4, §6.3, §10.1).
import SwiftUI
import Combine

func fetchName() async -> String {
    try? await Task.sleep(for: .seconds(2))
    print("name arrived")
    return "Ada"
}

func fetchFollowers() async -> Int {
    try? await Task.sleep(for: .seconds(1))
    print("followers arrived")
    return 1200
}

@MainActor
final class ProfileModel: ObservableObject {
    @Published private(set) var name = "?"
    @Published private(set) var followers = 0

    func load() async {
        let start = Date.now
        print("loading profile")
        async let name = fetchName()
        async let followers = fetchFollowers()
        let (loadedName, loadedFollowers) = await (name, followers)
        print("profile loaded in \(Int(Date.now.timeIntervalSince(start))) s")
        self.name = loadedName
        self.followers = loadedFollowers
    }
}

struct ProfileView: View {
    @StateObject private var model = ProfileModel()

    var body: some View {
        let _ = print("ProfileView body, \(model.name), \(model.followers) followers")
        VStack {
            Text(model.name)
            Text("\(model.followers) followers")
        }
        .task {
            await model.load()
        }
    }
}

:mount ProfileView()
// expect: ProfileView body, ?, 0 followers
// expect: loading profile
:advance 1s
// expect: followers arrived
:advance 1s
// expect: name arrived
// expect: profile loaded in 2 s
// expect: ProfileView body, Ada, 1200 followers
