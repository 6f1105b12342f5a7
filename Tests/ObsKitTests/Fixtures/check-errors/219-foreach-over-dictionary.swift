// Check error: ForEach over a Dictionary
import SwiftUI

struct ScoreBoard: View {
    @State private var scores: [String: Int] = ["Ana": 12, "Ben": 9, "Cho": 15]

    var body: some View {
        List {
            ForEach(scores, id: \.key) { name, score in
                HStack {
                    Text(name)
                    Spacer()
                    Text("\(score)")
                }
            }
        }
    }
}

:mount ScoreBoard()
// expect-error: generic struct 'ForEach' requires that '[String : Int]' conform to 'RandomAccessCollection'
