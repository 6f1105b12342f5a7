// Exercism style (Acronym): splitting on separators and taking capitals from camelCase words
struct Acronym {
    static func abbreviate(_ phrase: String) -> String {
        let words = phrase.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
        var result = ""
        for word in words {
            let letters = word.filter { $0.isLetter || $0 == "'" }
            guard let first = letters.first(where: { $0.isLetter }) else { continue }
            result.append(first.uppercased())
            // Camel case: an uppercase letter that follows a lowercase one also counts.
            for (previous, current) in zip(letters, letters.dropFirst())
                where previous.isLowercase && current.isUppercase {
                result.append(current)
            }
        }
        return result
    }
}

let phrases = [
    "Portable Network Graphics",
    "Ruby on Rails",
    "HyperText Markup Language",
    "First In, First Out",
    "GNU Image Manipulation Program",
    "Complementary metal-oxide semiconductor",
    "Rolling On The Floor Laughing So Hard That My Dogs Came Over And Licked Me",
    "Something - I made up from thin air",
    "Halley's Comet",
    "The Road _Not_ Taken",
]
for phrase in phrases {
    print("\(Acronym.abbreviate(phrase)) <- \(phrase)")
}

// expect: PNG <- Portable Network Graphics
// expect: ROR <- Ruby on Rails
// expect: HTML <- HyperText Markup Language
// expect: FIFO <- First In, First Out
// expect: GIMP <- GNU Image Manipulation Program
// expect: CMOS <- Complementary metal-oxide semiconductor
// expect: ROTFLSHTMDCOALM <- Rolling On The Floor Laughing So Hard That My Dogs Came Over And Licked Me
// expect: SIMUFTA <- Something - I made up from thin air
// expect: HC <- Halley's Comet
// expect: TRNT <- The Road _Not_ Taken
