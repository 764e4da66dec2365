/** A person of the agency, as the pages list them. */
export type TeamMember = {
  id: string;
  name: string;
  firstName: string;
  role: string;
  yearsOfExperience: number;
  featured: boolean;
};
