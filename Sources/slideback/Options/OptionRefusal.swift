/// Command-line arguments the options parser refused: what the program prints on standard
/// error before it exits 2.
struct OptionRefusal: Error {
    /// One line naming the flag, and the usage text after it when the error asks for it.
    let lines: [String]
}

/// The options `arguments` ask for (`nil`: print the usage), or why they cannot be run, as the
/// program says it: a bad flag or value is found here, without starting a run, so the tests
/// check these messages in-process.
func parseOptions(_ arguments: [String]) -> Result<Options?, OptionRefusal> {
    do {
        return .success(try Options.parse(arguments))
    } catch let error as OptionError {
        return .failure(OptionRefusal(lines: ["slideback: \(error.description)"] + (error.showUsage ? [Options.usage] : [])))
    } catch {
        return .failure(OptionRefusal(lines: ["slideback: \(error)"]))
    }
}
