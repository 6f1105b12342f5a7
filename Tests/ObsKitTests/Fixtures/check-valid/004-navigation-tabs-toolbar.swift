// Valid SwiftUI that tools/check-interface must accept: navigation stacks and links, destinations,
// split views, titles, toolbars, tab views (with .tabItem and with Tab).
import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct Library: View {
    @State private var path = NavigationPath()
    @State private var ids: [Int] = []
    @State private var showSettings = false
    @State private var selected: Book?
    let books = [Book(id: 1, title: "Dune")]

    var body: some View {
        NavigationStack(path: $path) {
            List(books) { book in
                NavigationLink(book.title, value: book)
                NavigationLink(value: book.id) { Label(book.title, systemImage: "book") }
                NavigationLink("Details") { Text(book.title) }
                NavigationLink(destination: Text("Old")) { Text("Old style") }
            }
            .navigationTitle("Library")
            .navigationBarTitleDisplayMode(.inline)
            .navigationDestination(for: Book.self) { book in
                Text(book.title).navigationBarBackButtonHidden()
            }
            .navigationDestination(for: Int.self) { id in Text("#\(id)") }
            .navigationDestination(isPresented: $showSettings) { Text("Settings") }
            .navigationDestination(item: $selected) { book in Text(book.title) }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Settings", systemImage: "gear") { showSettings = true }
                }
                ToolbarItem(placement: .principal) { Text("Center") }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("A") { path.append(books[0]) }
                    Spacer()
                    Button("Back") { path.removeLast() }
                }
                if !books.isEmpty {
                    ToolbarItem(placement: .navigationBarLeading) { EditButton() }
                }
            }
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarBackground(Color.blue, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .toolbar(.hidden, for: .tabBar)
        }
    }
}

struct TypedPath: View {
    @State private var stack: [Int] = []
    var body: some View {
        NavigationStack(path: $stack) {
            Button("Push") { stack.append(stack.count) }
                .navigationDestination(for: Int.self) { Text("\($0)") }
        }
    }
}

struct Split: View {
    @State private var visibility = NavigationSplitViewVisibility.all
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List { Text("Sidebar") }
        } detail: {
            Text("Detail")
        }
        .navigationSplitViewStyle(.balanced)
    }
}

struct OldNavigation: View {
    var body: some View {
        NavigationView {
            Text("Hello").navigationBarTitle("Title", displayMode: .large)
                .navigationBarItems(trailing: Button("Edit") { })
        }
        .navigationViewStyle(.stack)
    }
}

struct Tabs: View {
    @State private var tab = 0
    @State private var named = "home"
    var body: some View {
        TabView(selection: $tab) {
            Text("Home").tabItem { Label("Home", systemImage: "house") }.tag(0).badge(3)
            Text("Profile").tabItem { Image(systemName: "person"); Text("Profile") }.tag(1)
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
    }
}

struct NewTabs: View {
    @State private var named = "home"
    var body: some View {
        TabView(selection: $named) {
            Tab("Home", systemImage: "house", value: "home") { Text("Home") }
            Tab("Search", systemImage: "magnifyingglass", value: "search") { Text("Search") }
                .badge(2)
        }
        TabView {
            Tab("One", systemImage: "1.circle") { Text("1") }
            Tab("Two", systemImage: "2.circle") { Text("2") }
        }
        TabView {
            Text("Plain")
        }
    }
}

:mount Library()
