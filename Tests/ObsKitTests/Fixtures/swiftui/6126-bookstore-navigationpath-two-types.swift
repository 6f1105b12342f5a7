// Data-driven navigation with a NavigationPath holding two value types: NavigationLink(_:value:) rows,
// one navigationDestination(for:) per type, and "Back to list" that resets the path.
// Expected: each push shows its screen (onAppear prints, reading the path's live count, rules §3.4);
// resetting the path pops everything (rules §15.12).
import SwiftUI

struct Author: Hashable {
    let name: String
}

struct Novel: Hashable {
    let title: String
    let author: Author
}

struct BookstoreView: View {
    let novels = [
        Novel(title: "Beloved", author: Author(name: "Toni Morrison")),
        Novel(title: "Kindred", author: Author(name: "Octavia Butler")),
    ]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(novels, id: \.title) { novel in
                NavigationLink(novel.title, value: novel)
            }
            .navigationTitle("Novels")
            .navigationDestination(for: Novel.self) { novel in
                VStack {
                    Text(novel.title)
                        .font(.title)
                    NavigationLink("By \(novel.author.name)", value: novel.author)
                }
                .onAppear { print("showing \(novel.title), depth \(path.count)") }
            }
            .navigationDestination(for: Author.self) { author in
                VStack {
                    Text(author.name)
                    Button("Back to list") { path = NavigationPath() }
                }
                .onAppear { print("showing \(author.name), depth \(path.count)") }
            }
        }
    }
}

:mount BookstoreView()
:tap "Kindred"
:tap "By Octavia Butler"
:tap "Back to list"
:tap "Beloved"

// expect: showing Kindred, depth 1
// expect: showing Octavia Butler, depth 2
// expect: showing Beloved, depth 1
