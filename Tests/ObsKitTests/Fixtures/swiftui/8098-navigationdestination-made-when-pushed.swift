// SwiftUI from Apple's documentation: a navigationDestination(for:) view is made only when its value is pushed
// Apple, navigationDestination(for:destination:)
// (https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)): destination is "A content
// builder that defines a view to display when the stack's navigation state contains a value of type data." Nothing is made for
// the links that are only listed (the print marks only the first init of each number: how often SwiftUI calls it is not said).
import SwiftUI

struct Chapter: View {
    let number: Int
    static var made: [Int] = []
    init(number: Int) {
        self.number = number
        if !Chapter.made.contains(number) {
            Chapter.made.append(number)
            print("first Chapter init \(number)")
        }
    }
    var body: some View {
        Text("Chapter \(number)")
            .onAppear { print("Chapter \(number) appears") }
    }
}

struct BookView: View {
    var body: some View {
        NavigationStack {
            List(1...3, id: \.self) { n in
                NavigationLink("Open \(n)", value: n)
            }
            .navigationDestination(for: Int.self) { n in
                Chapter(number: n)
            }
        }
    }
}

:mount BookView()
:tap "Open 2"
// expect: first Chapter init 2
// expect: Chapter 2 appears
