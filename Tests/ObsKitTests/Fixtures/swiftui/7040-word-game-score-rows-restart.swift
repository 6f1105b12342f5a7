// Word game with the course's challenges (a score and a "New word" toolbar button), own code: each used word is a
// row view of its own, and the score is shown by a small child view above the list.
// What SwiftUI does: rows are identified by the word (`id: \.self`); inserting a word at the top makes one new row,
// and the rows already there keep their nodes and get equal values, so only the new row's body runs (rules §1.2,
// §2.7). The score view runs only when its number changes (rules §2.1). "New word" empties the list and changes the
// root: the game's body and the score view run, the rows are destroyed, none runs (rules §1.2). Children run after
// their parent, in the order they appear (rules §2.8).
// Sources: rules §1.2, §2.1, §2.6, §2.7, §2.8, §15.4, §15.10;
// https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct UsedWordRow: View {
    let word: String

    var body: some View {
        let _ = print("UsedWordRow body: \(word)")
        HStack {
            Image(systemName: "\(word.count).circle")
            Text(word)
        }
    }
}

struct ScoreBar: View {
    let score: Int

    var body: some View {
        let _ = print("ScoreBar body: \(score)")
        Text("Score: \(score)")
            .font(.headline)
    }
}

struct WordRaceView: View {
    let rootWords = ["silkworm", "lanterns"]
    @State private var rootIndex = 0
    @State private var usedWords = [String]()
    @State private var newWord = ""

    var score: Int {
        usedWords.reduce(0) { $0 + $1.count }
    }

    var body: some View {
        let _ = print("WordRaceView body: \(rootWords[rootIndex]), \(usedWords.count) words")
        NavigationStack {
            VStack {
                ScoreBar(score: score)
                List {
                    TextField("Enter your word", text: $newWord)
                        .textInputAutocapitalization(.never)
                    ForEach(usedWords, id: \.self) { word in
                        UsedWordRow(word: word)
                    }
                }
            }
            .navigationTitle(rootWords[rootIndex])
            .onSubmit(addNewWord)
            .toolbar {
                Button("New word") {
                    rootIndex = (rootIndex + 1) % rootWords.count
                    usedWords.removeAll()
                    newWord = ""
                }
            }
        }
    }

    func addNewWord() {
        let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        guard answer.count > 0, !usedWords.contains(answer) else { return }
        usedWords.insert(answer, at: 0)
        newWord = ""
    }
}

:mount WordRaceView()
// expect: WordRaceView body: silkworm, 0 words
// expect: ScoreBar body: 0
:type "silk" into "Enter your word"
:submit "Enter your word"
// expect: WordRaceView body: silkworm, 1 words
// expect: ScoreBar body: 4
// expect: UsedWordRow body: silk
:type "worm" into "Enter your word"
:submit "Enter your word"
// expect: WordRaceView body: silkworm, 2 words
// expect: ScoreBar body: 8
// expect: UsedWordRow body: worm
:tap "New word"
// expect: WordRaceView body: lanterns, 0 words
// expect: ScoreBar body: 0
