// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (a poll: an array of structs in @State, shown sorted by votes in the body; a row's button finds its element by id and increments it in place, and the list re-sorts)
// Apple's List page builds rows from identifiable data. The array in @State is a value: `options[index].votes += 1`
// writes a new array to the state, the body runs again and sorts it, so a row can move up. The button finds the element
// by id, not by the row's position, because the position in the sorted array isn't the index in the stored one.
import SwiftUI

struct PollOption: Identifiable {
    let id: String
    var votes: Int
}

struct Poll: View {
    @State private var options = [
        PollOption(id: "Tea", votes: 2),
        PollOption(id: "Coffee", votes: 3),
        PollOption(id: "Juice", votes: 1)
    ]

    var ranking: [PollOption] {
        options.sorted { $0.votes != $1.votes ? $0.votes > $1.votes : $0.id < $1.id }
    }

    var body: some View {
        List(ranking) { option in
            Button("Vote \(option.id)") {
                if let index = options.firstIndex(where: { $0.id == option.id }) {
                    options[index].votes += 1
                }
            }
        }
        .onChange(of: ranking.map { "\($0.id) \($0.votes)" }) { _, rows in
            print(rows.joined(separator: ", "))
        }
    }
}

:mount Poll()
:tap "Vote Tea"
// expect: Coffee 3, Tea 3, Juice 1
:tap "Vote Tea"
// expect: Tea 4, Coffee 3, Juice 1
:tap "Vote Juice"
// expect: Tea 4, Coffee 3, Juice 2
:tap "Vote Juice"
:tap "Vote Juice"
// expect: Tea 4, Coffee 3, Juice 3
// expect: Juice 4, Tea 4, Coffee 3
